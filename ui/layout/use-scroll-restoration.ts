import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const storageKey = 'scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * What browsers do for whole pages, for the app's own navigations: a new page opens at its top, and going back or
 * forward returns to where the player had scrolled (kept per history entry for the tab's life).
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const scrollY = useRef(0);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => (scrollY.current = window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      window.removeEventListener('scroll', remember);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? savedPositions()[key] : undefined;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    scrollY.current = window.scrollY;
    // Leaving this entry: the position the player last scrolled to (read from scroll events, since the next page's
    // content is already in place when this runs and may be shorter).
    return () => {
      const positions = savedPositions();
      positions[key] = scrollY.current;
      sessionStorage.setItem(storageKey, JSON.stringify(positions));
    };
  }, [key, hash, navigationType]);
}
