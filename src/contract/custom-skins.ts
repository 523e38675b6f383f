import { z } from 'zod';
import { RARITIES } from '../core/rarity';
import { errorResponse } from './common';
import { CUSTOM_SKIN_DESCRIPTION_MAX, CUSTOM_SKIN_NAME_MAX } from './custom-skin-limits';
import { text } from './text';

/** Custom skin calls of spec section 7 (docs/payments.md, "Custom skins"). */

const rarity = z.enum(RARITIES, { message: 'RARITY_UNKNOWN' });

/** POST /api/create-checkout-session-customskin: `amount` is the price the player saw, in cents (price × 100). */
export const customSkinCheckoutBody = z.strictObject({
  amount: z.number().int(),
  rarity,
  characterName: text({ required: 'CUSTOM_SKIN_FIELDS_REQUIRED' })
    .trim()
    .min(1, 'CUSTOM_SKIN_FIELDS_REQUIRED')
    .max(CUSTOM_SKIN_NAME_MAX, 'CUSTOM_SKIN_NAME_TOO_LONG'),
  description: text({ required: 'CUSTOM_SKIN_FIELDS_REQUIRED', multiline: true })
    .trim()
    .min(1, 'CUSTOM_SKIN_FIELDS_REQUIRED')
    .max(CUSTOM_SKIN_DESCRIPTION_MAX, 'CUSTOM_SKIN_DESCRIPTION_TOO_LONG'),
});
export type CustomSkinCheckoutBody = z.infer<typeof customSkinCheckoutBody>;

/** The 409s of a checkout; a stale price (someone bought meanwhile) also carries the new `price`, in cents. */
export const customSkinPriceConflict = errorResponse.extend({ price: z.number().int().optional() });

/** POST /api/purchases/rarity. */
export const purchasesByRarityBody = z.strictObject({ rarity });

/** One paid purchase in a rarity's ranking: `money` in euros, `date` ISO-8601 (when it was paid). */
export const rankingEntry = z.object({ username: z.string(), money: z.number(), date: z.string() });
export const rankingResponse = z.array(rankingEntry);
export type RankingEntry = z.infer<typeof rankingEntry>;

export const customSkinsQuery = z.strictObject({ username: text().min(1).max(64).optional() });

/** The current price of a rarity (cents) and whether another checkout holds it right now. */
export const customSkinPrice = z.object({ rarity, amount: z.number().int(), held: z.boolean(), soldOut: z.boolean() });
export type CustomSkinPrice = z.infer<typeof customSkinPrice>;

/** A paid purchase as a profile shows it; `description` only to its buyer. */
export const customSkinPurchase = z.object({
  id: z.number().int(),
  username: z.string(),
  rarity,
  characterName: z.string(),
  description: z.string().optional(),
  money: z.number(),
  date: z.string(),
  status: z.literal('awaiting_art'),
});
export type CustomSkinPurchase = z.infer<typeof customSkinPurchase>;

/** GET /api/custom-skins[?username=]: the prices of the seven rarities, and the purchases the caller may see. */
export const customSkinsResponse = z.object({
  prices: z.array(customSkinPrice),
  purchases: z.array(customSkinPurchase),
});
export type CustomSkinsResponse = z.infer<typeof customSkinsResponse>;
