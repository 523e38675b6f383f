import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
  const rows = await db
    .selectFrom('users')
    .leftJoin('vpoint_ledger', 'vpoint_ledger.user_id', 'users.id')
    .select(['users.id as userId', 'users.vpoints as balance'])
    .select(sql<number>`coalesce(sum(vpoint_ledger.delta), 0)`.as('ledgerSum'))
    .groupBy(['users.id', 'users.vpoints'])
    .having(sql`users.vpoints`, '<>', sql`coalesce(sum(vpoint_ledger.delta), 0)`)
    .execute();
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
  const rows = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('users as u')
        .select(['u.id as userId', 'u.vpoints_debt as debt'])
        .select((sub) => [
          sub
            .selectFrom('payment_reversals as r')
            .select(sql<number>`coalesce(sum(r.debt), 0)`.as('n'))
            .whereRef('r.user_id', '=', 'u.id')
            .as('owed'),
          sub
            .selectFrom('vpoint_ledger as l')
            .select(sql<number>`coalesce(sum(-l.delta), 0)`.as('n'))
            .whereRef('l.user_id', '=', 'u.id')
            .where('l.reason', '=', 'debt')
            .as('repaid'),
        ])
        .as('t'),
    )
    .selectAll()
    .where(sql<boolean>`debt <> owed - repaid`)
    .execute();
  // PostgreSQL answers sums as strings (bigint, numeric).
  return rows.map((row) => ({ userId: row.userId, debt: row.debt, expected: Number(row.owed) - Number(row.repaid) }));
}
