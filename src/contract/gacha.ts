import { z } from 'zod';
import { BANNERS } from '../core/gacha';
import { entityId } from './characters';

/**
 * Gacha calls: the roll of spec section 7 (POST /characters/roll) and, beyond the spec, the player's roll history, the
 * observed counts beside the published odds, and the spark (docs/gacha.md).
 */
export const bannerType = z.enum(BANNERS);

export const rollBody = z.strictObject({ bannerType });
export type RollBody = z.infer<typeof rollBody>;

export const sparkProgress = z.object({ points: z.number().int(), needed: z.number().int() });
export type SparkProgress = z.infer<typeof sparkProgress>;

/** POST /characters/roll: the character won (spec: "a character"), what it became, and what the roll cost. */
export const rollResponse = z.object({
  rollId: z.string(),
  characterid: z.number().int(),
  name: z.string(),
  skin: z.string(),
  rarity: z.string(),
  /** A new character, or a card of one already owned. */
  outcome: z.enum(['new', 'card']),
  /** Cards of this character now held. */
  num_cards: z.number().int(),
  /** The slot drawn in [0, 10000), shown in the history so a player can check it against the odds table. */
  slot: z.number().int(),
  price: z.number().int(),
  vpoints: z.number().int(),
  spark: sparkProgress,
});
export type RollResponse = z.infer<typeof rollResponse>;

export const rollHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type RollHistoryQuery = z.input<typeof rollHistoryQuery>;

export const rollRecord = z.object({
  rollId: z.string(),
  banner: bannerType,
  slot: z.number().int(),
  rarity: z.string(),
  characterid: z.number().int(),
  name: z.string(),
  skin: z.string(),
  outcome: z.enum(['new', 'card']),
  price: z.number().int(),
  oddsVersion: z.number().int(),
  date: z.string(),
});
export type RollRecord = z.infer<typeof rollRecord>;

/** GET /characters/rolls: the player's rolls, newest first. */
export const rollHistoryResponse = z.object({
  rolls: z.array(rollRecord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type RollHistoryResponse = z.infer<typeof rollHistoryResponse>;

/** GET /characters/rolls/summary: per banner, the player's rolls by rarity and their spark. */
export const gachaSummaryResponse = z.object({
  banners: z.array(
    z.object({
      banner: bannerType,
      rolls: z.number().int(),
      observed: z.record(z.string(), z.number().int()),
      spark: sparkProgress,
    }),
  ),
});
export type GachaSummaryResponse = z.infer<typeof gachaSummaryResponse>;

/** POST /characters/spark: spend a banner's spark on a character of its rarest rarity. */
export const sparkBody = z.strictObject({ bannerType, characterId: entityId });
export type SparkBody = z.infer<typeof sparkBody>;

export const sparkResponse = z.object({
  characterid: z.number().int(),
  name: z.string(),
  skin: z.string(),
  rarity: z.string(),
  outcome: z.enum(['new', 'card']),
  num_cards: z.number().int(),
  spark: sparkProgress,
});
export type SparkResponse = z.infer<typeof sparkResponse>;
