import { useEffect } from 'react';
import { replayStore, useReplay } from '@src/state/daily/replay-store';

/** How long a frame stays on screen at 1×: long enough to read an event's text. */
export const FRAME_MS = 1600;

/** While the replay plays, moves it one frame on every FRAME_MS / speed. */
export function useReplayClock(): void {
  const playing = useReplay((state) => state.playing);
  const speed = useReplay((state) => state.speed);
  const position = useReplay((state) => state.position);
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => replayStore.getState().step(), FRAME_MS / speed);
    return () => clearTimeout(timer);
  }, [playing, speed, position]);
}
