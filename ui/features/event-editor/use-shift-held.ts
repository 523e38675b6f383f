import { useEffect, useRef } from 'react';

/**
 * Whether Shift is held right now, read when a drag of a link ends: Shift makes the new link an unlock instead of a
 * follow, as directly as a plain drag makes a follow. A ref, so holding the key re-renders nothing.
 */
export function useShiftHeld() {
  const held = useRef(false);
  useEffect(() => {
    const track = (event: KeyboardEvent | PointerEvent) => {
      held.current = event.shiftKey;
    };
    const release = () => {
      held.current = false;
    };
    window.addEventListener('keydown', track);
    window.addEventListener('keyup', track);
    window.addEventListener('pointerup', track, true);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', track);
      window.removeEventListener('keyup', track);
      window.removeEventListener('pointerup', track, true);
      window.removeEventListener('blur', release);
    };
  }, []);
  return held;
}
