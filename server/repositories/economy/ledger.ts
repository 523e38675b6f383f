import { sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { LedgerReason } from '../../db/schema-economy';

type Db = Kysely<Database>;

/** Every wallet movement writes one: compiled once (prepared on PostgreSQL: db/compiled-once.ts). */
const insertRow = compiledOnce(
  (db, userId: number, delta: number, balanceAfter: number, reason: LedgerReason, reference: string, at: string) =>
    db.insertInto('vpoint_ledger').values({
      user_id: userId,
      delta,
      balance_after: balanceAfter,
      reason,
      reference,
      created_at: at,
    }),
);

/** Records one movement of VPoints; (reason, reference) is unique, so a second row for the same fact is refused. */
export async function insertLedgerRow(
  trx: Transaction<Database>,
  row: { userId: number; delta: number; balanceAfter: number; reason: LedgerReason; reference: string },
): Promise<void> {
  await insertRow(trx, row.userId, row.delta, row.balanceAfter, row.reason, row.reference, nowIso());
}

/** The users whose balance differs from the sum of their ledger rows (`ledgerSum` a string on PostgreSQL). */
export function walletsOffTheirLedger(db: Db) {
  return db
    .selectFrom('users')
    .leftJoin('vpoint_ledger', 'vpoint_ledger.user_id', 'users.id')
    .select(['users.id as userId', 'users.vpoints as balance'])
    .select(sql<number>`coalesce(sum(vpoint_ledger.delta), 0)`.as('ledgerSum'))
    .groupBy(['users.id', 'users.vpoints'])
    .having(sql`users.vpoints`, '<>', sql`coalesce(sum(vpoint_ledger.delta), 0)`)
    .execute();
}

/**
 * The users whose debt differs from what their reversals left unpaid (`owed`) less what the ledger says was repaid
 * (`repaid`, rows of reason `debt`); both sums strings on PostgreSQL.
 */
export function debtsOffTheirFacts(db: Db) {
  return db
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
}
