import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { CheckoutResponse, CheckoutStatusResponse } from '@src/contract/payments';
import { packForAmount, vpointsLabel } from '@src/core/vpoint-packs';
import type { Database } from '../../../db/schema';
import { nowIso } from '../../../db/dialect';
import { badRequest, notFound } from '../../../errors';

/**
 * Opens a Checkout session for one of the six packs (spec 9). The price, currency, URLs and VPoints come from the
 * server; the session is recorded before the browser leaves, so the webhook can only credit what was sold.
 */
export async function createVpointsCheckout(
  db: Kysely<Database>,
  stripe: Stripe,
  publicUrl: string,
  userId: number,
  amount: number,
): Promise<CheckoutResponse> {
  const pack = packForAmount(amount);
  if (!pack) throw badRequest('PACK_UNKNOWN', 'amount');
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: pack.amount,
          product_data: { name: vpointsLabel(pack.vpoints) },
        },
      },
    ],
    client_reference_id: String(userId),
    metadata: { userId: String(userId), kind: 'vpoints', vpoints: String(pack.vpoints) },
    success_url: `${publicUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${publicUrl}/cancel`,
  });
  if (!session.url) throw new Error(`Checkout session ${session.id} came back without a URL`);
  await db
    .insertInto('checkout_sessions')
    .values({
      id: session.id,
      user_id: userId,
      kind: 'vpoints',
      amount: pack.amount,
      currency: 'eur',
      vpoints: pack.vpoints,
      status: 'open',
      created_at: nowIso(),
    })
    .execute();
  return { id: session.id, url: session.url };
}

/** What the server knows of a player's own session, for /success; someone else's session is simply not found. */
export async function checkoutStatus(
  db: Kysely<Database>,
  userId: number,
  sessionId: string,
): Promise<CheckoutStatusResponse> {
  const row = await db
    .selectFrom('checkout_sessions')
    .select(['id', 'status', 'vpoints', 'amount'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('CHECKOUT_SESSION_NOT_FOUND');
  return row;
}
