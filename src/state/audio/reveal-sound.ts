import { revealStyle } from '@src/core/gacha-reveal';
import type { Rarity } from '@src/core/rarity';
import { gameStore } from '@src/state/game';
import { gameAudio } from './engine';

/**
 * A character's reveal sound, by its rarity group (src/core/gacha-reveal.ts): the gacha's chest opening, a character
 * shown without a stage, a purchase in the shop. Quieter under reduced motion; mute silences it like every effect.
 */
export function playRevealSound(rarity: Rarity): void {
  const { sound } = revealStyle(rarity, gameStore.getState().reducedMotion);
  gameAudio.play(sound.sound, sound.volume);
}
