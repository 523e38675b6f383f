/** Gacha banners, their prices and odds (spec 9). A roll is a slot in [0, 10000) mapped to a rarity. */
import type { Rarity } from './rarity';

export const BANNERS = ['common', 'rare', 'epic'] as const;
export type Banner = (typeof BANNERS)[number];

/** Price of one roll, in VPoints. */
export const BANNER_PRICE: Readonly<Record<Banner, number>> = { common: 100, rare: 1000, epic: 10000 };

/** Every roll picks one of this many equally likely slots. */
export const GACHA_SLOTS = 10_000;

/** Slots per rarity, listed in the spec's order (rarest first); the first listed rarity owns the lowest slots. */
export type OddsTable = readonly (readonly [Rarity, number])[];

/** Spec 9 percentages × 100: e.g. 0.01% is 1 slot of 10000, 53.88% is 5388. */
export const GACHA_ODDS: Readonly<Record<Banner, OddsTable>> = {
  common: [
    ['exclusive', 1],
    ['mythic', 11],
    ['legendary', 100],
    ['epic', 500],
    ['super-rare', 1000],
    ['rare', 3000],
    ['common', 5388],
  ],
  rare: [
    ['exclusive', 20],
    ['mythic', 220],
    ['legendary', 800],
    ['epic', 2000],
    ['super-rare', 4000],
    ['rare', 2000],
    ['common', 960],
  ],
  epic: [
    ['exclusive', 400],
    ['mythic', 2400],
    ['legendary', 4000],
    ['epic', 3200],
  ],
};

export const isBanner = (value: unknown): value is Banner =>
  typeof value === 'string' && (BANNERS as readonly string[]).includes(value);

/** The rarity won on a slot in [0, 10000); anything outside that range or not an integer is a programming error. */
export function rarityForSlot(banner: Banner, slot: number): Rarity {
  if (!Number.isInteger(slot) || slot < 0 || slot >= GACHA_SLOTS) {
    throw new RangeError(`gacha slot must be an integer in [0, ${GACHA_SLOTS}), got ${slot}`);
  }
  let upper = 0;
  for (const [rarity, slots] of GACHA_ODDS[banner]) {
    upper += slots;
    if (slot < upper) return rarity;
  }
  throw new RangeError(`the ${banner} banner's odds do not cover ${GACHA_SLOTS} slots`);
}

/** Odds as percentages for the probability table (slots / 100, e.g. 5388 → 53.88). */
export const oddsPercent = (slots: number): number => slots / 100;

/**
 * Bumped whenever GACHA_ODDS changes: every roll records the version it was drawn with, so a player's history is always
 * compared with the odds that applied to it.
 */
export const GACHA_ODDS_VERSION = 1;

/** The rarest rarity a banner can give: what its spark lets the player choose. */
export const sparkRarity = (banner: Banner): Rarity => GACHA_ODDS[banner][0][0];

/**
 * The spark: every roll earns one point on its banner; with this many points the player picks any character of the
 * banner's rarest rarity. Per-roll odds never change (no hidden pity): what is published is exactly what happens.
 * Set so that the spark costs less than the shop's price for that rarity: 100,000 VPoints on the common banner,
 * 200,000 on the rare and epic ones.
 */
export const SPARK_POINTS: Readonly<Record<Banner, number>> = { common: 1000, rare: 200, epic: 20 };

/**
 * Which character of the won rarity a roll hands out: each of them equally likely. `pool` is the catalogue's characters
 * of that rarity in id order; `draw(n)` is a uniform integer in [0, n) from the server's cryptographic generator.
 */
export function pickFromRarity<T>(pool: readonly T[], draw: (n: number) => number): T {
  if (pool.length === 0) throw new RangeError('no character has the rarity that was won');
  const index = draw(pool.length);
  if (!Number.isInteger(index) || index < 0 || index >= pool.length) {
    throw new RangeError(`a draw among ${pool.length} characters gave ${index}`);
  }
  return pool[index];
}
