import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { Database } from '../../../db/schema';
import { transact } from '../../../db/concurrency';
import { claimSessionPaid, soldSession } from '../../../repositories/economy/checkout-sessions';
import { markCustomSkinPaid } from './custom-skin-fulfil';
import { deliverPurchase, expressAlreadyPaid } from './deliver';

export type Fulfilment =
  | 'credited'
  | 'custom-skin-paid'
  | 'already-fulfilled'
  | 'unknown-session'
  | 'not-paid'
  | 'ignored'
  | 'express-already-paid';

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
  return transact(db, async (trx) => {
    const sold = await soldSession(trx, session.id);
    if (!sold) return 'unknown-session';
    if (await expressAlreadyPaid(trx, sold, session.id)) return 'express-already-paid';
    if (!(await claimSessionPaid(trx, session.id, paymentIntentOf(session)))) return 'already-fulfilled';
    // A custom skin moves no VPoints: it only marks its purchase paid.
    if (sold.kind === 'custom_skin') return markCustomSkinPaid(trx, session.id);
    await deliverPurchase(trx, sold, session.id);
    return 'credited';
  });
}

/** The session's payment intent: refunds and disputes name the charge's, which maps them back to this session. */
const paymentIntentOf = (session: Stripe.Checkout.Session): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
