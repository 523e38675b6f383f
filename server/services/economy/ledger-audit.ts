import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { debtsOffTheirFacts, walletsOffTheirLedger } from '../../repositories/economy/ledger';

export interface UnbalancedWallet {
  userId: number;
  balance: number;
  ledgerSum: number;
}

/**
 * Every user whose balance differs from the sum of their ledger: none, while the wallet is the only writer of
 * `users.vpoints`. The economy test suites end with it, and `npm run check:ledger` runs it on a live database.
 */
export async function unbalancedWallets(db: Kysely<Database>): Promise<UnbalancedWallet[]> {
  const rows = await walletsOffTheirLedger(db);
  return rows.map((row) => ({ userId: row.userId, balance: row.balance, ledgerSum: Number(row.ledgerSum) }));
}

export interface UnsettledDebt {
  userId: number;
  debt: number;
  /** What the reversals left unpaid, less what purchases have repaid since (ledger rows of reason `debt`). */
  expected: number;
}

/**
 * Every user whose debt differs from its facts: the part of each refund or dispute the balance could not cover
 * (`payment_reversals.debt`), less the repayments the wallet recorded. None, while `takeBack` and `repayDebt` are the
 * only writers of `users.vpoints_debt`.
 */
export async function unsettledDebts(db: Kysely<Database>): Promise<UnsettledDebt[]> {
  const rows = await debtsOffTheirFacts(db);
  // PostgreSQL answers sums as strings (bigint, numeric).
  return rows.map((row) => ({ userId: row.userId, debt: row.debt, expected: Number(row.owed) - Number(row.repaid) }));
}
