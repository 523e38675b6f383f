import { useEffect } from 'react';
import { revealStyle, shuffleSound } from '@src/core/gacha-reveal';
import type { Rarity } from '@src/core/rarity';
import { gameAudio } from '@src/state/audio/engine';
import { gameStore, useGame } from '@src/state/game';

/** A roll being revealed on the stage: the id the scene reports back, the rarity, and whether it is only practice. */
export interface StageReveal {
  id: number;
  rarity: Rarity;
  practice: boolean;
}

/** Whether the stage has finished revealing roll `id`: at once where no stage runs (no WebGL, or it failed). */
export function useRevealDone(id: number | null): boolean {
  const revealedId = useGame((state) => state.rollRevealed);
  const stageExpected = useGame((state) => state.stageExpected);
  return id !== null && (!stageExpected || revealedId === id);
}

/** Whether the scene has opened roll `id`: the shuffle is over and its rarity shows. */
export function useRevealShown(id: number | null): boolean {
  const shownId = useGame((state) => state.rollShown);
  return id !== null && shownId === id;
}

/** Read when a sound starts: changing the preference halfway replays nothing. */
const calm = () => gameStore.getState().reducedMotion;

/**
 * The reveal's sounds, timed by the scene's facts: the shuffle's ticks when a reveal starts, the rarity group's sound
 * when the chest opens. Under reduced motion the shuffle is silent and the reveal quieter (`revealStyle`).
 */
export function useRevealSound(reveal: StageReveal | null): void {
  const shown = useRevealShown(reveal?.id ?? null);
  const id = reveal?.id;
  const rarity = reveal?.rarity;

  useEffect(() => {
    const cue = id === undefined ? null : shuffleSound(calm());
    if (cue) gameAudio.play(cue.sound, cue.volume);
  }, [id]);

  useEffect(() => {
    if (!shown || !rarity) return;
    const { sound } = revealStyle(rarity, calm());
    gameAudio.play(sound.sound, sound.volume);
  }, [shown, rarity]);
}
