import { useEffect, useState } from 'react';

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

const current = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

/** Calls `changed` on every resize until the returned function is called (a `useSyncExternalStore` subscription). */
export function onResize(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/** The window's size, kept current on resize (a phone turned sideways, a window dragged narrower). */
export function useViewportSize(): ViewportSize {
  const [size, setSize] = useState(current);
  useEffect(() => onResize(() => setSize(current())), []);
  return size;
}
