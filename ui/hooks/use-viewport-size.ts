import { useEffect, useState } from 'react';

export interface ViewportSize {
  readonly width: number;
  readonly height: number;
}

const current = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

/** The window's size, kept current on resize (a phone turned sideways, a window dragged narrower). */
export function useViewportSize(): ViewportSize {
  const [size, setSize] = useState(current);
  useEffect(() => {
    const update = () => setSize(current());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
