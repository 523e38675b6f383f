import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import { vacationExpressValue } from '@src/core/vacation-express';
import type { Database } from '../../../db/schema';
import type { CheckoutSessionsTable, PaymentReversalsTable } from '../../../db/schema-economy';
import { lockRow, transact } from '../../../db/concurrency';
import { nowIso } from '../../../db/dialect';
import { takeBack } from '../wallet';
import { markCustomSkinRefunded } from './custom-skin-fulfil';

export type Reversal = 'reversed' | 'already-reversed' | 'unknown-charge' | 'ignored';

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
export async function reverseChargeEvent(db: Kysely<Database>, event: Stripe.Event): Promise<Reversal> {
  const fact = factOf(event);
  if (!fact) return 'ignored';
  if (!fact.paymentIntent) return 'unknown-charge';
  const paymentIntent = fact.paymentIntent;
  return transact(db, async (trx) => {
    const session = await trx
      .selectFrom('checkout_sessions')
      .select(['id', 'user_id', 'kind', 'vpoints'])
      .where('payment_intent', '=', paymentIntent)
      .executeTakeFirst();
    if (!session) return 'unknown-charge';
    await lockRow(trx, 'users', session.user_id);
    const seen = await trx.selectFrom('payment_reversals').select('id').where('id', '=', fact.id).executeTakeFirst();
    if (seen) return 'already-reversed';
    const done = await trx
      .selectFrom('payment_reversals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('vpoints'), eb.lit(0)).as('vpoints'))
      .where('session_id', '=', session.id)
      .executeTakeFirstOrThrow();
    const owed = Math.max(0, Math.floor(valueOf(session) * fact.share) - Number(done.vpoints));
    const moved =
      owed > 0
        ? await takeBack(trx, { userId: session.user_id, amount: owed, reason: fact.kind, reference: fact.id })
        : { taken: 0, debt: 0 };
    await trx
      .insertInto('payment_reversals')
      .values({
        id: fact.id,
        session_id: session.id,
        user_id: session.user_id,
        kind: fact.kind,
        vpoints: owed,
        ...moved,
        created_at: nowIso(),
      })
      .execute();
    if (session.kind === 'custom_skin') await markCustomSkinRefunded(trx, session.id);
    return 'reversed';
  });
}
