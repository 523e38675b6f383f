import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { LedgerReason } from '../../db/schema-economy';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import { AppError, conflict } from '../../errors';
import type { MessageCode } from '../../messages';

/**
 * The wallet: the only code that changes `users.vpoints` (a lint rule holds every other file to it). Each movement is
 * one conditional update of the balance plus its ledger row, inside the caller's transaction, so the fact that causes
 * it (a claimed quest, a purchase) and the money stand or fall together.
 */
export interface Movement {
  userId: number;
  /** VPoints to move: a positive whole number. */
  amount: number;
  reason: LedgerReason;
  /** Names the fact, unique within its reason: a second movement for the same fact is refused. */
  reference: string;
  /** The error a second movement for the same fact answers (for example QUEST_ALREADY_CLAIMED). */
  onDuplicate?: MessageCode;
}

type Trx = Transaction<Database>;

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`a wallet movement needs a positive whole amount, not ${amount}`);
}

async function record(trx: Trx, movement: Movement, delta: number, balanceAfter: number): Promise<void> {
  try {
    await trx
      .insertInto('vpoint_ledger')
      .values({
        user_id: movement.userId,
        delta,
        balance_after: balanceAfter,
        reason: movement.reason,
        reference: movement.reference,
        created_at: nowIso(),
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(movement.onDuplicate ?? 'CONCURRENT_CHANGE');
    throw error;
  }
}

/** Adds VPoints; returns the new balance. */
export async function credit(trx: Trx, movement: Movement): Promise<number> {
  assertAmount(movement.amount);
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ vpoints: eb('vpoints', '+', movement.amount) }))
    .where('id', '=', movement.userId)
    .returning('vpoints')
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NOT_FOUND');
  await record(trx, movement, movement.amount, row.vpoints);
  return row.vpoints;
}

/**
 * Takes VPoints only if the balance covers them, in one statement: two debits at once can never both spend the same
 * points (PostgreSQL re-checks the condition on the locked row; SQLite runs one writer at a time). Returns the new
 * balance; refuses with INSUFFICIENT_VPOINTS, having changed nothing.
 */
export async function debit(trx: Trx, movement: Movement): Promise<number> {
  assertAmount(movement.amount);
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ vpoints: eb('vpoints', '-', movement.amount) }))
    .where('id', '=', movement.userId)
    .where('vpoints', '>=', movement.amount)
    .returning('vpoints')
    .executeTakeFirst();
  if (!row) throw conflict('INSUFFICIENT_VPOINTS');
  await record(trx, movement, -movement.amount, row.vpoints);
  return row.vpoints;
}
