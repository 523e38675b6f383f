/**
 * How a roll is revealed (spec 4: the rarity, bigger and brighter the rarer; ART-DIRECTION.md: short motion, soft
 * sounds, turned down under reduced motion). The seven rarities fall into four groups, each with its own sound; the
 * light grows with the rarity's rank inside them. Pure data, so the scene and its tests read the same rules.
 */
import { RARITY_ORDER, type Rarity } from './rarity';

export const REVEAL_GROUPS = ['common', 'epic', 'legendary', 'exclusive'] as const;
export type RevealGroup = (typeof REVEAL_GROUPS)[number];

const GROUP_OF: Readonly<Record<Rarity, RevealGroup>> = {
  common: 'common',
  rare: 'common',
  'super-rare': 'epic',
  epic: 'epic',
  legendary: 'legendary',
  mythic: 'legendary',
  exclusive: 'exclusive',
};

export const revealGroup = (rarity: Rarity): RevealGroup => GROUP_OF[rarity];

/** The files under /assets/audio/sfx the reveal plays. */
export type RevealSound = 'gacha-shuffle' | `reveal-${RevealGroup}`;

export interface SoundCue {
  sound: RevealSound;
  volume: number;
}

/** Louder the rarer, always soft (the click is 0.3): common 0.35 … exclusive 0.65. */
const GROUP_VOLUME: Readonly<Record<RevealGroup, number>> = {
  common: 0.35,
  epic: 0.45,
  legendary: 0.55,
  exclusive: 0.65,
};

/** Reduced motion asks for calm: the reveal's sound plays at this share of its volume. */
export const CALM_VOLUME_SHARE = 0.4;

export interface RevealStyle {
  group: RevealGroup;
  /** The opened light's size, 1 for common up to 1.72 for exclusive. */
  scale: number;
  /** Rays of light around it: none for common, 6 for rare … 16 for exclusive. */
  rays: number;
  /** Sparkles thrown out when it opens (not under reduced motion). */
  sparkles: number;
  /** The rays turn slowly (not under reduced motion). */
  spin: boolean;
  sound: SoundCue;
}

export function revealStyle(rarity: Rarity, calm: boolean): RevealStyle {
  const rank = RARITY_ORDER[rarity];
  const group = revealGroup(rarity);
  const volume = GROUP_VOLUME[group] * (calm ? CALM_VOLUME_SHARE : 1);
  return {
    group,
    scale: 1 + (rank - 1) * 0.12,
    rays: rank === 1 ? 0 : rank * 2 + 2,
    sparkles: calm ? 0 : (rank - 1) * 3,
    spin: !calm && rank > 1,
    sound: { sound: `reveal-${group}`, volume },
  };
}

/** The shuffle's ticks, one per frame; under reduced motion the shuffle is silent. */
export const shuffleSound = (calm: boolean): SoundCue | null => (calm ? null : { sound: 'gacha-shuffle', volume: 0.3 });
