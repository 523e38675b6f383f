import type { Insertable, Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { CheckoutSessionsTable } from '../../db/schema-economy';

type Db = Kysely<Database>;

/** Records a session the server opened, before the browser leaves for it. */
export async function insertCheckoutSession(db: Db, session: Insertable<CheckoutSessionsTable>): Promise<void> {
  await db.insertInto('checkout_sessions').values(session).execute();
}

/** The player's own session; undefined for a session of someone else's or none. */
export function ownCheckoutSession(db: Db, userId: number, sessionId: string) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'kind', 'status', 'vpoints', 'amount'])
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** What a session sold, as its fulfilment needs it. */
export function soldSession(db: Db, sessionId: string) {
  return db
    .selectFrom('checkout_sessions')
    .select(['user_id', 'kind', 'vpoints', 'amount'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
}

/** The session a charge's payment intent was recorded on, as a reversal needs it. */
export function sessionOfPaymentIntent(db: Db, paymentIntent: string) {
  return db
    .selectFrom('checkout_sessions')
    .select(['id', 'user_id', 'kind', 'vpoints'])
    .where('payment_intent', '=', paymentIntent)
    .executeTakeFirst();
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('checkout_sessions').select('id').where('id', '=', sessionId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the player has a paid 'Vacation express' session other than `sessionId`. */
export async function otherPaidExpress(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const paid = await db
    .selectFrom('checkout_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'vacation_express')
    .where('status', '=', 'paid')
    .where('id', '!=', sessionId)
    .executeTakeFirst();
  return paid !== undefined;
}

/** The player's 'Vacation express' sessions, whatever their status. */
export function expressSessions(db: Db, userId: number) {
  return db
    .selectFrom('checkout_sessions')
    .select(['status', 'created_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'vacation_express')
    .execute();
}

/** Marks an open session paid, in one conditional update: true for the one call that did. */
export async function claimSessionPaid(db: Db, sessionId: string, paymentIntent: string | null): Promise<boolean> {
  const claimed = await db
    .updateTable('checkout_sessions')
    .set({ status: 'paid', fulfilled_at: nowIso(), payment_intent: paymentIntent })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Marks an open session expired, in one conditional update: true for the one call that did. */
export async function claimSessionExpired(db: Db, sessionId: string): Promise<boolean> {
  const expired = await db
    .updateTable('checkout_sessions')
    .set({ status: 'expired' })
    .where('id', '=', sessionId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(expired.numUpdatedRows) === 1;
}

/**
 * What the player spent this month and still may (cents): their paid sessions created since `monthStart`, and the open
 * ones created since `openSince` too.
 */
export async function spentSince(db: Db, userId: number, monthStart: string, openSince: string): Promise<number> {
  const row = await db
    .selectFrom('checkout_sessions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('spent'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', monthStart)
    .where((eb) =>
      eb.or([eb('status', '=', 'paid'), eb.and([eb('status', '=', 'open'), eb('created_at', '>', openSince)])]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

/** Claims a paid session's receipt for sending, in one conditional update: true for the one call that did. */
export async function claimReceipt(db: Db, sessionId: string): Promise<boolean> {
  const claimed = await db
    .updateTable('checkout_sessions')
    .set({ receipt_sent_at: nowIso() })
    .where('id', '=', sessionId)
    .where('status', '=', 'paid')
    .where('receipt_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Gives the receipt's claim back after a failed send, so the next delivery of the event tries again. */
export async function releaseReceipt(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('checkout_sessions').set({ receipt_sent_at: null }).where('id', '=', sessionId).execute();
}

/** What a receipt says: the buyer and what the session sold. */
export function receiptFacts(db: Db, sessionId: string) {
  return db
    .selectFrom('checkout_sessions')
    .innerJoin('users', 'users.id', 'checkout_sessions.user_id')
    .select([
      'users.email',
      'users.username',
      'checkout_sessions.kind',
      'checkout_sessions.amount',
      'checkout_sessions.vpoints',
      'checkout_sessions.fulfilled_at',
      'checkout_sessions.lang',
    ])
    .where('checkout_sessions.id', '=', sessionId)
    .executeTakeFirstOrThrow();
}
