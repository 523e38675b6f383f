import type { CustomSkinCheckoutBody, CustomSkinsResponse, RankingEntry } from '@src/contract/custom-skins';
import type { CheckoutResponse } from '@src/contract/payments';
import type { Rarity } from '@src/core/rarity';
import { http } from './http';
import { isHttpError } from './http-error';

/** Custom skin calls of spec section 7 (docs/payments.md, "Custom skins"). */

/** Opens a Checkout session at the price the player saw; a stale price answers 409 with the new `price`. */
export async function createCustomSkinCheckout(order: CustomSkinCheckoutBody): Promise<CheckoutResponse> {
  return (await http.post<CheckoutResponse>('/api/create-checkout-session-customskin', order)).data;
}

/** The paid purchases of a rarity, the highest first. */
export async function getRarityRanking(rarity: Rarity): Promise<RankingEntry[]> {
  return (await http.post<RankingEntry[]>('/api/purchases/rarity', { rarity })).data;
}

/** The prices of the seven rarities, and the paid purchases of `username` (or of the signed-in player). */
export async function getCustomSkins(username?: string): Promise<CustomSkinsResponse> {
  return (await http.get<CustomSkinsResponse>('/api/custom-skins', { params: username ? { username } : {} })).data;
}

/** The new price a 409 CUSTOM_SKIN_PRICE_CHANGED carries (someone bought meanwhile), if `error` is one. */
export function newPriceOf(error: unknown): number | undefined {
  if (!isHttpError(error)) return undefined;
  const body = error.response?.data as { code?: unknown; price?: unknown } | undefined;
  return body?.code === 'CUSTOM_SKIN_PRICE_CHANGED' && typeof body.price === 'number' ? body.price : undefined;
}
