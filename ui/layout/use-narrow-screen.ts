import { useSyncExternalStore } from 'react';
import { onResize } from '@ui/hooks/use-viewport-size';

/** Spec section 9: screens 768 px wide or less are narrow. */
export const NARROW_SCREEN_MAX_WIDTH = 768;

const isNarrow = () => window.innerWidth <= NARROW_SCREEN_MAX_WIDTH;
/**
 * The build draws the landing pages for no window in particular (scripts/build/prerender): as a phone, where most visits
 * start. A wider window takes its own layout right after the app has taken over the page.
 */
const drawnAsNarrow = () => true;

/** Whether the window is narrow, updated on every resize (spec section 4, Bottom menu). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(onResize, isNarrow, drawnAsNarrow);
}
