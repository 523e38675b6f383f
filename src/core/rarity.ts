/** The seven rarities of characters and their sort order (spec 3 and 9). */

export const RARITIES = ['common', 'rare', 'super-rare', 'epic', 'legendary', 'mythic', 'exclusive'] as const;
export type Rarity = (typeof RARITIES)[number];

/** Sort order of the closet: common 1 … exclusive 7. */
export const RARITY_ORDER: Readonly<Record<Rarity, number>> = {
  common: 1,
  rare: 2,
  'super-rare': 3,
  epic: 4,
  legendary: 5,
  mythic: 6,
  exclusive: 7,
};

export const isRarity = (value: unknown): value is Rarity =>
  typeof value === 'string' && (RARITIES as readonly string[]).includes(value);

/** Comparator for Array.sort: rarer last (negate it for rarest first). */
export const compareRarity = (a: Rarity, b: Rarity): number => RARITY_ORDER[a] - RARITY_ORDER[b];
