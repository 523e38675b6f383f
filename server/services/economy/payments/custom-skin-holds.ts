import type { Kysely } from 'kysely';
import type { CustomSkinCheckoutBody } from '@src/contract/custom-skins';
import { nextCustomSkinPrice } from '@src/core/custom-skin-price';
import type { Rarity } from '@src/core/rarity';
import type { Database } from '../../../db/schema';
import { transact } from '../../../db/concurrency';
import { isUniqueViolation, nowIso } from '../../../db/dialect';
import { AppError, conflict } from '../../../errors';
import { claimSessionExpired } from '../../../repositories/economy/checkout-sessions';
import {
  deleteHoldWithoutSession,
  expireHold,
  highestPrice,
  insertHold,
  lapsedHolds,
  ownOpenHold,
  updateSkinDetails,
} from '../../../repositories/economy/custom-skin-purchases';

/**
 * The price holds of custom skins (docs/payments.md, "Custom skins"): opening a checkout writes a purchase row that
 * holds its rarity's current price until the Checkout session can no longer be paid. The unique index of migration
 * 0011 lets one row that is not expired hold a price, so of two checkouts opened at once at the same price the second
 * is refused (409) before anyone pays, and two paid purchases of a rarity never share a price. Paid and refunded
 * purchases keep holding their price in that index, so the price never comes back down to them.
 */

/** How long a Checkout session for a custom skin can be paid (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_OPEN_MS = 31 * 60_000;
/** The hold outlives its session by this much, so a clock running behind Stripe's cannot free a price still payable. */
const HOLD_GRACE_MS = 5 * 60_000;

/** A stale price: someone's purchase of the rarity was paid since the player looked. Answered 409 with the new price. */
export class CustomSkinPriceChanged extends AppError {
  constructor(readonly price: number) {
    super(409, 'CUSTOM_SKIN_PRICE_CHANGED', 'amount');
  }
}

type Db = Kysely<Database>;
type Order = Pick<CustomSkinCheckoutBody, 'rarity' | 'amount' | 'characterName' | 'description'>;

/** The price of a rarity's next purchase, in cents: twice its highest priced purchase, 1 € before the first. */
export async function currentPrice(db: Db, rarity: Rarity): Promise<number> {
  return nextCustomSkinPrice(await highestPrice(db, rarity));
}

/**
 * The player's own checkout at this price that can still be paid for a while: reopening it (with the details they
 * typed now) lets a player who came back from the checkout page pay, instead of being told their own hold is in the way.
 */
export async function reopenOwnCheckout(db: Db, userId: number, order: Order) {
  const row = await ownOpenHold(db, userId, order, nowIso(HOLD_GRACE_MS + 5 * 60_000));
  if (!row?.session_id || !row.checkout_url) return undefined;
  await updateSkinDetails(db, row.id, order);
  return { id: row.session_id, url: row.checkout_url };
}

/** Frees the price from a hold whose session can no longer be paid: its rows become `expired`, unless it was paid. */
async function releaseLapsedHolds(db: Db, rarity: Rarity, amount: number): Promise<void> {
  for (const hold of await lapsedHolds(db, rarity, amount)) {
    await transact(db, async (trx) => {
      // The session first, as the webhook's fulfilment does: whichever of the two claims it decides the outcome.
      if (hold.session_id && !(await claimSessionExpired(trx, hold.session_id))) return;
      await expireHold(trx, hold.id);
    });
  }
}

/** Holds the rarity's price for this order; refuses when it was bought meanwhile (new price) or is held by another. */
export async function holdPrice(db: Db, userId: number, order: Order, sessionExpiresAt: number): Promise<number> {
  await releaseLapsedHolds(db, order.rarity, order.amount);
  try {
    return await insertHold(db, {
      userId,
      rarity: order.rarity,
      amount: order.amount,
      characterName: order.characterName,
      description: order.description,
      holdUntil: new Date(sessionExpiresAt + HOLD_GRACE_MS).toISOString(),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const price = await currentPrice(db, order.rarity);
    if (price !== order.amount) throw new CustomSkinPriceChanged(price);
    throw conflict('CUSTOM_SKIN_PRICE_HELD', 'rarity');
  }
}

/** Gives the price back when the Checkout session could not be created: nothing was sold. */
export async function dropHold(db: Db, holdId: number): Promise<void> {
  await deleteHoldWithoutSession(db, holdId);
}
