import { useEffect, useState } from 'react';

/** Spec section 9: screens 768 px wide or less are narrow. */
export const NARROW_SCREEN_MAX_WIDTH = 768;

const isNarrow = () => window.innerWidth <= NARROW_SCREEN_MAX_WIDTH;

/** Whether the window is narrow, updated on every resize (spec section 4, Bottom menu). */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(isNarrow);
  useEffect(() => {
    const update = () => setNarrow(isNarrow());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return narrow;
}
