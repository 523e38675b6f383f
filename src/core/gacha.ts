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
