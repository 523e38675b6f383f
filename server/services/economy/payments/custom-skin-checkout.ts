import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { CustomSkinCheckoutBody } from '@src/contract/custom-skins';
import type { CheckoutResponse } from '@src/contract/payments';
import { CUSTOM_SKIN_PRICE_MAX, isCustomSkinPrice } from '@src/core/custom-skin-price';
import type { Database } from '../../../db/schema';
import { badRequest, conflict } from '../../../errors';
import type { Lang } from '../../../messages';
import { attachSession } from '../../../repositories/economy/custom-skin-purchases';
import { openCheckout } from './checkout';
import { assertWithinLimit } from './spending-limit';
import {
  CHECKOUT_OPEN_MS,
  CustomSkinPriceChanged,
  currentPrice,
  dropHold,
  holdPrice,
  reopenOwnCheckout,
} from './custom-skin-holds';

/** The product name on the checkout page and the card statement. */
export const customSkinProductName = (rarity: string) => `Skin personalizada · Custom skin (${rarity})`;

/**
 * Opens a Checkout session for a custom skin (spec 3, 7, 9). The server computes the price and refuses any other
 * amount: one that can never be a price is 400, a stale one 409 with the new price. The monthly spending limit is
 * checked, then the price is held for this order before Stripe is called (custom-skin-holds.ts); `openCheckout`
 * applies the limit again under the player's row lock and records the session with the hold's purchase. The webhook
 * marks it paid.
 */
export async function createCustomSkinCheckout(
  db: Kysely<Database>,
  stripe: Stripe,
  publicUrl: string,
  userId: number,
  order: CustomSkinCheckoutBody,
  lang: Lang = 'es',
): Promise<CheckoutResponse> {
  const price = await currentPrice(db, order.rarity);
  if (price > CUSTOM_SKIN_PRICE_MAX) throw conflict('CUSTOM_SKIN_SOLD_OUT', 'rarity');
  if (order.amount !== price) {
    if (!isCustomSkinPrice(order.amount)) throw badRequest('CUSTOM_SKIN_AMOUNT_INVALID', 'amount');
    throw new CustomSkinPriceChanged(price);
  }
  const reopened = await reopenOwnCheckout(db, userId, order);
  if (reopened) return reopened;

  // Before the hold: a player over their limit must not keep others from the rarity's price meanwhile.
  await assertWithinLimit(db, userId, price);
  const expiresAt = Date.now() + CHECKOUT_OPEN_MS;
  const holdId = await holdPrice(db, userId, order, expiresAt);
  try {
    return await openCheckout(db, stripe, publicUrl, {
      userId,
      lang,
      kind: 'custom_skin',
      amount: price,
      vpoints: 0,
      productName: customSkinProductName(order.rarity),
      metadata: { rarity: order.rarity, purchaseId: String(holdId) },
      expiresAt,
      record: (trx, session) => attachSession(trx, holdId, session),
    });
  } catch (error) {
    await dropHold(db, holdId);
    throw error;
  }
}
