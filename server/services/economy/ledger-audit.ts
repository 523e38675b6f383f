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
