import { useEffect } from 'react';
import { shuffleSound } from '@src/core/gacha-reveal';
import type { StageReveal } from '@src/state/gacha/roll-store';
import { gameAudio } from '@src/state/audio/engine';
import { playRevealSound } from '@src/state/audio/reveal-sound';
import { gameStore, useGame } from '@src/state/game';

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
    if (shown && rarity) playRevealSound(rarity);
  }, [shown, rarity]);
}
