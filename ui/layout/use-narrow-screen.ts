import { useViewportSize } from '@ui/hooks/use-viewport-size';

/** Spec section 9: screens 768 px wide or less are narrow. */
export const NARROW_SCREEN_MAX_WIDTH = 768;

/** Whether the window is narrow, updated on every resize (spec section 4, Bottom menu). */
export function useNarrowScreen(): boolean {
  return useViewportSize().width <= NARROW_SCREEN_MAX_WIDTH;
}
