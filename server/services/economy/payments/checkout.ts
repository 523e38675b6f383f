import type { Kysely, Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { CheckoutResponse, CheckoutStatusResponse } from '@src/contract/payments';
import { packForAmount, vpointsLabel } from '@src/core/catalogue/vpoint-packs';
import type { Database } from '../../../db/schema';
import type { CheckoutSessionsTable } from '../../../db/schema-economy';
import { lockRow, transact } from '../../../db/concurrency';
import { nowIso } from '../../../db/dialect';
import { badRequest, notFound } from '../../../errors';
import type { Lang } from '../../../messages';
import { insertCheckoutSession, ownCheckoutSession } from '../../../repositories/economy/checkout-sessions';
import { assertPaidChanceOpen } from '../paid-chance';
import { assertWithinLimit, CHECKOUT_TTL_MS } from './spending-limit';

/** What the server sells in one Checkout session: it sets every field, never the request. */
export interface Order {
  userId: number;
  /** The buyer's language, for the receipt. */
  lang: Lang;
  kind: CheckoutSessionsTable['kind'];
  /** Price in euro cents. */
  amount: number;
  vpoints: number;
  /** The line on the Checkout page and the card statement. */
  productName: string;
  /** A rule of this kind checked under the player's row lock before the session is recorded (e.g. once per account). */
  guard?: (db: Kysely<Database>) => Promise<void>;
  /** More metadata for the session (a custom skin names its rarity and purchase). */
  metadata?: Record<string, string>;
  /** When the session stops being payable (ms since the epoch); CHECKOUT_TTL_MS from now by default. */
  expiresAt?: number;
  /** What else the order records in the transaction that records the session (a custom skin's purchase row). */
  record?: (trx: Transaction<Database>, session: CheckoutResponse) => Promise<void>;
}

/**
 * Opens a Checkout session for an order. The monthly spending limit is checked before Stripe is called and again
 * under the player's row lock when the session is recorded, with the order's guard, so racing checkouts cannot slip
 * past either; the session is recorded before the browser leaves, so the webhook can only credit what was sold.
 */
export async function openCheckout(
  db: Kysely<Database>,
  stripe: Stripe,
  publicUrl: string,
  order: Order,
): Promise<CheckoutResponse> {
  await assertWithinLimit(db, order.userId, order.amount);
  await order.guard?.(db);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: 'eur', unit_amount: order.amount, product_data: { name: order.productName } },
      },
    ],
    client_reference_id: String(order.userId),
    metadata: { userId: String(order.userId), kind: order.kind, vpoints: String(order.vpoints), ...order.metadata },
    expires_at: Math.floor((order.expiresAt ?? Date.now() + CHECKOUT_TTL_MS) / 1000),
    success_url: `${publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}/cancel`,
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} came back without a URL`);
  const opened = { id: session.id, url: session.url };
  await transact(db, async (trx) => {
    await lockRow(trx, 'users', order.userId);
    await assertWithinLimit(trx, order.userId, order.amount);
    await order.guard?.(trx);
    await insertCheckoutSession(trx, {
      id: session.id,
      user_id: order.userId,
      kind: order.kind,
      amount: order.amount,
      currency: 'eur',
      vpoints: order.vpoints,
      status: 'open',
      lang: order.lang,
      created_at: nowIso(),
    });
    await order.record?.(trx, opened);
  });
  return opened;
}

/** One of the six packs (spec 9): closed to players under 18 and to those who have not stated their year of birth. */
export async function createVpointsCheckout(
  db: Kysely<Database>,
  stripe: Stripe,
  publicUrl: string,
  userId: number,
  amount: number,
  lang: Lang = 'es',
): Promise<CheckoutResponse> {
  const pack = packForAmount(amount);
  if (!pack) throw badRequest('PACK_UNKNOWN', 'amount');
  const productName = vpointsLabel(pack.vpoints);
  return openCheckout(db, stripe, publicUrl, {
    userId,
    lang,
    kind: 'vpoints',
    amount: pack.amount,
    vpoints: pack.vpoints,
    productName,
    guard: (trx) => assertPaidChanceOpen(trx, userId),
  });
}

/** What the server knows of a player's own session, for /success; someone else's session is simply not found. */
export async function checkoutStatus(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
): Promise<CheckoutStatusResponse> {
  const row = await ownCheckoutSession(db, userId, sessionId);
  if (!row) throw notFound('CHECKOUT_SESSION_NOT_FOUND');
  return row;
}
