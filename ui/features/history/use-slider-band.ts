import { useEffect, useState, type RefObject } from 'react';
import { gameStore, type SliderBand } from '@src/state/game';

const GAP = 10;

/**
 * Measures the free band between the title and the island's note and hands it to the slider scene, so the cards
 * never hide under the text whatever the language or the screen; answers it too, for the arrows.
 */
export function useSliderBand(
  header: RefObject<HTMLElement | null>,
  panel: RefObject<HTMLElement | null>,
): SliderBand | null {
  const [band, setBand] = useState<SliderBand | null>(null);
  useEffect(() => {
    const measure = () => {
      if (!header.current || !panel.current) return;
      const next = {
        top: Math.round(header.current.getBoundingClientRect().bottom + GAP),
        bottom: Math.round(panel.current.getBoundingClientRect().top - GAP),
      };
      gameStore.getState().placeSlider(next);
      setBand(next);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const element of [header.current, panel.current]) if (element) observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [header, panel]);
  return band;
}
