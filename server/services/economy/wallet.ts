import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { LedgerReason } from '../../db/schema-economy';
import { isUniqueViolation } from '../../db/dialect';
import { AppError, conflict } from '../../errors';
import type { MessageCode } from '../../messages';
import { insertLedgerRow } from '../../repositories/economy/ledger';
import {
  addVpoints,
  balanceOf,
  payDebtFromBalance,
  takeVpointsIfCovered,
  takeVpointsIntoDebt,
} from '../../repositories/economy/wallet';

/**
 * The wallet: the only code that changes `users.vpoints` (through repositories/economy/wallet.ts, the one file a lint
 * rule lets write it). Each movement is one conditional update of the balance plus its ledger row, inside the caller's
 * transaction, so the fact that causes it (a claimed quest, a purchase) and the money stand or fall together.
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
    const { userId, reason, reference } = movement;
    await insertLedgerRow(trx, { userId, delta, balanceAfter, reason, reference });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(movement.onDuplicate ?? 'CONCURRENT_CHANGE');
    throw error;
  }
}

/** Adds VPoints; returns the new balance. */
export async function credit(trx: Trx, movement: Movement): Promise<number> {
  assertAmount(movement.amount);
  const vpoints = await addVpoints(trx, movement.userId, movement.amount);
  if (vpoints === undefined) throw new AppError(404, 'NOT_FOUND');
  await record(trx, movement, movement.amount, vpoints);
  return vpoints;
}

/**
 * Takes VPoints only if the balance covers them and the player owes nothing, in one statement: two debits at once can
 * never both spend the same points. Returns the new balance; refuses with VPOINTS_DEBT (a refund or dispute left a
 * debt: docs/payments.md) or INSUFFICIENT_VPOINTS, having changed nothing.
 */
export async function debit(trx: Trx, movement: Movement): Promise<number> {
  assertAmount(movement.amount);
  const vpoints = await takeVpointsIfCovered(trx, movement.userId, movement.amount);
  if (vpoints === undefined)
    throw ((await balanceOf(trx, movement.userId))?.vpoints_debt ?? 0) > 0
      ? new AppError(402, 'VPOINTS_DEBT')
      : conflict('INSUFFICIENT_VPOINTS');
  await record(trx, movement, -movement.amount, vpoints);
  return vpoints;
}

/**
 * Takes back what a refund or dispute reverses: as much as the balance holds (never below zero), and the rest becomes
 * the player's debt, which blocks every debit until a purchase repays it. The caller holds the player's row lock
 * (`lockRow`), so the balance read here is the one the update changes.
 */
export async function takeBack(trx: Trx, movement: Movement): Promise<{ taken: number; debt: number }> {
  assertAmount(movement.amount);
  const user = await balanceOf(trx, movement.userId);
  if (!user) throw new AppError(404, 'NOT_FOUND');
  const taken = Math.min(user.vpoints, movement.amount);
  const debt = movement.amount - taken;
  const vpoints = await takeVpointsIntoDebt(trx, movement.userId, taken, debt);
  if (vpoints === undefined) throw conflict('CONCURRENT_CHANGE');
  if (taken > 0) await record(trx, movement, -taken, vpoints);
  return { taken, debt };
}

/**
 * Pays the player's debt from the balance, as far as it goes, with one ledger row (`debt`, `reference`): called right
 * after a purchase's credit, in its transaction, so new VPoints settle the debt before they can be spent.
 * Returns the debt left.
 */
export async function repayDebt(trx: Trx, userId: number, reference: string): Promise<number> {
  const user = await balanceOf(trx, userId);
  if (!user) throw new Error(`repayDebt: no user ${userId}`);
  const paid = Math.min(user.vpoints, user.vpoints_debt);
  if (paid === 0) return user.vpoints_debt;
  const row = await payDebtFromBalance(trx, userId, paid);
  if (!row) throw conflict('CONCURRENT_CHANGE');
  await record(trx, { userId, amount: paid, reason: 'debt', reference }, -paid, row.vpoints);
  return row.vpoints_debt;
}
