import { useEffect } from 'react';
import { characterState, musicStateFor } from '@src/core/character-state';
import { gameAudio } from '@src/state/audio/engine';
import { usePlay } from '@src/state/run/play-store';

/** Background music that follows the character's state (spec 4 and 9): the default theme until the run starts. */
export function useGameMusic(): void {
  const music = usePlay((state) => musicStateFor(state.run ? characterState(state.run.stats, state.run.max) : null));
  useEffect(() => {
    gameAudio.setMusic(music);
  }, [music]);
  useEffect(() => () => gameAudio.setMusic(null), []);
}
