import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { vacationExpressValue } from '@src/core/vacation-express';
import type { Database } from '../../../db/schema';
import type { CheckoutSessionsTable, PaymentReversalsTable } from '../../../db/schema-economy';
import { lockRow, transact } from '../../../db/concurrency';
import { nowIso } from '../../../db/dialect';
import { sessionExists, sessionOfPaymentIntent } from '../../../repositories/economy/checkout-sessions';
import { insertReversal, reversalExists, reversedVpoints } from '../../../repositories/economy/payment-reversals';
import { takeBack } from '../wallet';
import { markCustomSkinRefunded } from './custom-skin-fulfil';

export type Reversal = 'reversed' | 'already-reversed' | 'awaiting-credit' | 'unknown-charge' | 'ignored';

/** The events that take money back: a refund (full or partial) and a dispute opened by the card holder. */
export const REVERSAL_EVENTS = new Set(['charge.refunded', 'charge.dispute.created']);

/** One refund or dispute, read from its event: which charge, how much of it is reversed so far, and its unique id. */
interface Fact {
  id: string;
  kind: PaymentReversalsTable['kind'];
  paymentIntent: string | null;
  /** The share of the purchase reversed in all, from 0 to 1. */
  share: number;
}

const idOf = (ref: string | { id: string } | null): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

function factOf(event: Stripe.Event): Fact | undefined {
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    // `amount_refunded` is the charge's running total: each refund raises it once, so the total names the fact.
    const share = charge.amount > 0 ? Math.min(1, charge.amount_refunded / charge.amount) : 0;
    return {
      id: `${charge.id}:refunded:${charge.amount_refunded}`,
      kind: 'refund',
      paymentIntent: idOf(charge.payment_intent),
      share,
    };
  }
  if (event.type === 'charge.dispute.created') {
    const dispute = event.data.object;
    return { id: dispute.id, kind: 'dispute', paymentIntent: idOf(dispute.payment_intent), share: 1 };
  }
  return undefined;
}

/**
 * What reversing a whole session takes back, in VPoints: its VPoints, and the bundle's character at its shop price. A
 * custom skin moved none (vpoints 0), so it takes nothing back: its purchase is marked refunded instead.
 */
const valueOf = (session: Pick<CheckoutSessionsTable, 'kind' | 'vpoints'>) =>
  session.kind === 'vacation_express' ? vacationExpressValue() : session.vpoints;

/**
 * Takes back what a refund or dispute reverses, once per fact. Under the buyer's row lock the session's reversals so
 * far are summed: a fact reverses up to its share of the purchase (a partial refund its proportion, a dispute the
 * whole), minus what earlier facts took. The wallet takes it from the balance, never below zero, and records the rest
 * as debt. The fact's row (primary key) makes replays and concurrent deliveries change nothing.
 */
export async function reverseChargeEvent(db: Kysely<Database>, stripe: Stripe, event: Stripe.Event): Promise<Reversal> {
  const fact = factOf(event);
  if (!fact) return 'ignored';
  // Checkout always charges through a PaymentIntent: a charge without one is none of ours.
  if (!fact.paymentIntent) return 'ignored';
  const outcome = await reverseFact(db, fact, fact.paymentIntent);
  if (outcome === 'unknown-charge' && (await awaitsItsCredit(db, stripe, fact.paymentIntent))) return 'awaiting-credit';
  return outcome;
}

/**
 * Whether a charge that no credited purchase names yet is one of ours all the same. Stripe does not order its events:
 * a refund or a dispute can arrive before its purchase's `checkout.session.completed`, or while that credit is being
 * written. Stripe knows which Checkout Session made the PaymentIntent; when that session is ours, the reversal must
 * wait for the credit (the webhook answers so that Stripe sends it again) instead of being dropped.
 */
async function awaitsItsCredit(db: Kysely<Database>, stripe: Stripe, paymentIntent: string): Promise<boolean> {
  const { data } = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
  const sessionId = data[0]?.id;
  if (!sessionId) return false;
  return sessionExists(db, sessionId);
}

async function reverseFact(db: Kysely<Database>, fact: Fact, paymentIntent: string): Promise<Reversal> {
  return transact(db, async (trx) => {
    const session = await sessionOfPaymentIntent(trx, paymentIntent);
    if (!session) return 'unknown-charge';
    await lockRow(trx, 'users', session.user_id);
    if (await reversalExists(trx, fact.id)) return 'already-reversed';
    const done = await reversedVpoints(trx, session.id);
    const owed = Math.max(0, Math.floor(valueOf(session) * fact.share) - done);
    const moved =
      owed > 0
        ? await takeBack(trx, { userId: session.user_id, amount: owed, reason: fact.kind, reference: fact.id })
        : { taken: 0, debt: 0 };
    await insertReversal(trx, {
      id: fact.id,
      session_id: session.id,
      user_id: session.user_id,
      kind: fact.kind,
      vpoints: owed,
      ...moved,
      created_at: nowIso(),
    });
    if (session.kind === 'custom_skin') await markCustomSkinRefunded(trx, session.id);
    return 'reversed';
  });
}
