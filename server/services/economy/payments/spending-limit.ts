import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { lockRow, transact } from '../../../db/concurrency';
import { conflict } from '../../../errors';
import { spentSince } from '../../../repositories/economy/checkout-sessions';
import { limitRow, saveLimitRow, type LimitRow } from '../../../repositories/economy/spending-limits';

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

/** This month's paid sessions, and the open ones still within their hour of validity. */
function spentThisMonth(db: Db, userId: number, now: Date): Promise<number> {
  return spentSince(db, userId, monthStart(now), new Date(now.getTime() - CHECKOUT_TTL_MS).toISOString());
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
    await saveLimitRow(trx, userId, values);
    return spendingState(trx, userId, now);
  });
}
