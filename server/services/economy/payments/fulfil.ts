import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../../db/schema';
import { nowIso } from '../../../db/dialect';
import { credit } from '../wallet';

export type Fulfilment = 'credited' | 'already-fulfilled' | 'unknown-session' | 'not-paid' | 'ignored';

/** The events that say a Checkout session's money arrived (a card at once, or a delayed method later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * Credits a paid session's VPoints, once: `open` becomes `paid` in one conditional update and the wallet's ledger is
 * unique per session, so duplicate and concurrent deliveries of the event change nothing more. What the server never
 * sold (an unknown session) and what is not paid yet change nothing at all.
 */
export async function fulfilCheckoutEvent(db: Kysely<Database>, event: Stripe.Event): Promise<Fulfilment> {
  if (!PAID_EVENTS.has(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return 'not-paid';
  return db.transaction().execute(async (trx) => {
    const sold = await trx
      .selectFrom('checkout_sessions')
      .select(['user_id', 'vpoints', 'amount'])
      .where('id', '=', session.id)
      .executeTakeFirst();
    if (!sold) return 'unknown-session';
    const claimed = await trx
      .updateTable('checkout_sessions')
      .set({ status: 'paid', fulfilled_at: nowIso() })
      .where('id', '=', session.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'already-fulfilled';
    await credit(trx, { userId: sold.user_id, amount: sold.vpoints, reason: 'purchase', reference: session.id });
    return 'credited';
  });
}
