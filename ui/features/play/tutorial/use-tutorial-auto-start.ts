import { useEffect, useState } from 'react';
import { isGameTutorialHidden } from '@src/state/game-tutorial';
import { playStore, usePlay } from '@src/state/run/play-store';
import { TUTORIAL_DELAY_MS, TUTORIAL_MAP_ID } from './steps';

/**
 * Starts the tutorial 3 s into a run of map 1 (spec 2), unless the player asked not to be shown it again. If a popup
 * is open at that moment it waits for it to close, so the tour never hides the choice the player is making.
 */
export function useTutorialAutoStart(): void {
  const runId = usePlay((state) =>
    state.status === 'ready' && state.loadedRun?.mapId === TUTORIAL_MAP_ID ? state.loadedRun.gameHash : null,
  );
  const busy = usePlay(
    (state) =>
      state.menu !== null || state.outcome !== null || state.run?.current != null || state.run?.status !== 'playing',
  );
  const [due, setDue] = useState<string | null>(null);

  useEffect(() => {
    if (!runId || isGameTutorialHidden()) return;
    const timer = window.setTimeout(() => setDue(runId), TUTORIAL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [runId]);

  useEffect(() => {
    if (due === null || due !== runId || busy) return;
    setDue(null);
    playStore.getState().showTutorial(0);
  }, [due, runId, busy]);
}
