import { useLayoutEffect, useState } from 'react';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

const boxOf = (element: Element): Box => {
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
};

/**
 * Where the element marked `data-tour="<target>"` is on screen, kept current on resize and scroll. Unless `reveal` is
 * false (an element fixed on screen), it is scrolled into view first, so the spotlight is never off screen on a phone.
 */
export function useTargetRect(target: string, { reveal = true }: { reveal?: boolean } = {}): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    const element = document.querySelector(`[data-tour="${target}"]`);
    if (!element) {
      setBox(null);
      return;
    }
    if (reveal) element.scrollIntoView?.({ block: 'center', inline: 'nearest' });
    const update = () => setBox(boxOf(element));
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { capture: true, passive: true });
    // Fonts and images arriving late move things; follow the element's own size changes too.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, { capture: true });
      observer?.disconnect();
    };
  }, [target, reveal]);
  return box;
}
