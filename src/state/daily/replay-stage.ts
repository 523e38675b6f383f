import { portraitSuffix } from '@src/core/character-state';
import { gameStore } from '@src/state/game';
import { replayStore, type ReplayState } from './replay-store';

function showFrame({ replay, position }: ReplayState): void {
  const frame = replay?.frames[position];
  if (!replay || !frame) {
    gameStore.getState().showStage({ bottle: 'hidden' });
    return;
  }
  const { state } = frame;
  gameStore.getState().showStage({
    island: replay.island,
    imageUrl: replay.imageUrl,
    skin: replay.character.skin,
    portraitSuffix: portraitSuffix(state.stats, state.max),
    bottle: state.status !== 'playing' ? 'hidden' : state.current !== null ? 'open' : 'ready',
  });
}

/** Keeps the play stage showing the replay's frame (island, picture, portrait, bottle) until the returned function stops it. */
export function showReplayOnStage(): () => void {
  gameStore.getState().resetStage();
  showFrame(replayStore.getState());
  return replayStore.subscribe(showFrame);
}
