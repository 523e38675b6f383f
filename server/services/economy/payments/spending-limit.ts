import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import type { SpendingLimitsTable } from '../../../db/schema-economy';
import { lockRow, transact } from '../../../db/concurrency';
import { nowIso } from '../../../db/dialect';
import { conflict } from '../../../errors';

/**
 * The monthly spending limit a player sets (responsible spending, docs/payments.md). None by default. Lowering it
 * works at once; raising or removing it waits COOLING_OFF_MS, so a decision taken in the heat of the moment cannot
 * undo a limit right away (as Spanish rules on online spending limits ask). What counts: this calendar month's (UTC)
 * paid sessions and the ones still open within their hour of validity (CHECKOUT_TTL_MS).
 */
export const COOLING_OFF_MS = 72 * 3600 * 1000;
/** Stripe's Checkout sessions are opened to expire after an hour: until then an open one may still be paid. */
export const CHECKOUT_TTL_MS = 3600 * 1000;

type Db = Kysely<Database> | Transaction<Database>;
type LimitRow = Pick<SpendingLimitsTable, 'monthly_cents' | 'next_cents' | 'next_from'>;

export interface SpendingState {
  /** The limit in force, in cents; null when there is none. */
  limit: number | null;
  /** Spent or reserved (open sessions) this month, in cents. */
  spent: number;
  /** A raise or a removal waiting out its cooling-off period. */
  pending: { limit: number | null; from: string } | null;
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString();

/** The limit in force at `now`: a waiting change counts once its time has come. */
function inForce(row: LimitRow | undefined, now: Date): { limit: number | null; pending: SpendingState['pending'] } {
  if (!row) return { limit: null, pending: null };
  if (row.next_from === null) return { limit: row.monthly_cents, pending: null };
  if (row.next_from <= now.toISOString()) return { limit: row.next_cents, pending: null };
  return { limit: row.monthly_cents, pending: { limit: row.next_cents, from: row.next_from } };
}

async function limitRow(db: Db, userId: number): Promise<LimitRow | undefined> {
  return db
    .selectFrom('spending_limits')
    .select(['monthly_cents', 'next_cents', 'next_from'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function spentThisMonth(db: Db, userId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('checkout_sessions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('spent'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', monthStart(now))
    .where((eb) =>
      eb.or([
        eb('status', '=', 'paid'),
        eb.and([
          eb('status', '=', 'open'),
          eb('created_at', '>', new Date(now.getTime() - CHECKOUT_TTL_MS).toISOString()),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.spent);
}

export async function spendingState(db: Db, userId: number, now = new Date()): Promise<SpendingState> {
  const { limit, pending } = inForce(await limitRow(db, userId), now);
  return { limit, pending, spent: await spentThisMonth(db, userId, now) };
}

/**
 * Refuses a checkout of `amount` cents that would take the month over the limit (409 SPENDING_LIMIT_REACHED). Called
 * before opening the session and again, under the player's row lock, when recording it: two checkouts at once
 * cannot both fit in the room left for one.
 */
export async function assertWithinLimit(db: Db, userId: number, amount: number): Promise<void> {
  const { limit, spent } = await spendingState(db, userId);
  if (limit !== null && spent + amount > limit) throw conflict('SPENDING_LIMIT_REACHED');
}

/**
 * Sets the limit (cents, or null for none): lower at once, higher or none after the cooling-off period. The new row
 * depends on the limit in force, so it is read and written under the player's row lock: a raise racing a lowering
 * would otherwise write back the old limit and undo the lowering.
 */
export async function setSpendingLimit(
  db: Kysely<Database>,
  userId: number,
  wanted: number | null,
  now = new Date(),
): Promise<SpendingState> {
  return transact(db, async (trx) => {
    await lockRow(trx, 'users', userId);
    const { limit } = inForce(await limitRow(trx, userId), now);
    const immediate = wanted === limit || (wanted !== null && (limit === null || wanted < limit));
    const values = immediate
      ? { monthly_cents: wanted, next_cents: null, next_from: null }
      : { monthly_cents: limit, next_cents: wanted, next_from: new Date(now.getTime() + COOLING_OFF_MS).toISOString() };
    await trx
      .insertInto('spending_limits')
      .values({ user_id: userId, ...values, updated_at: nowIso() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: nowIso() }))
      .execute();
    return spendingState(trx, userId, now);
  });
}
