import { portraitSuffix } from '@src/core/character-state';
import { gameStore, type BottleState } from '@src/state/game';
import { playStore, type PlayState } from './play-store';

/** The bottle as the run sees it: waiting to be opened, open while an event or its outcome is shown, gone at the end. */
function bottleOf({ run, outcome }: PlayState): BottleState {
  if (!run || run.status !== 'playing') return 'hidden';
  return run.current !== null || outcome !== null ? 'open' : 'ready';
}

function showRun(state: PlayState): void {
  const { loadedRun, run } = state;
  if (!loadedRun || !run) {
    gameStore.getState().showStage({ bottle: 'hidden' });
    return;
  }
  gameStore.getState().showStage({
    island: loadedRun.island,
    imageUrl: loadedRun.imageUrl,
    skin: loadedRun.character.skin,
    portraitSuffix: portraitSuffix(run.stats, run.max),
    bottle: bottleOf(state),
  });
}

/**
 * Keeps the play stage showing the run (island, picture, portrait state, bottle) from a clean stage until the returned
 * function stops it. The one-shots (damage, healing, passive moments) are cued by the play store's steps
 * (`stage-cues.ts`), where the run's facts are.
 */
export function showRunOnStage(): () => void {
  gameStore.getState().resetStage();
  showRun(playStore.getState());
  return playStore.subscribe(showRun);
}
