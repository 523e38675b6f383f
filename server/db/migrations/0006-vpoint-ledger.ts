/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect';

/**
 * The ledger of VPoints: one row for every movement of a balance, written by the wallet in the same transaction as the
 * change of `users.vpoints`. (reason, reference) is unique, so one fact (a claimed quest, a fulfilled checkout session)
 * can move money once, however many requests race to record it.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('vpoint_ledger'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('delta', 'integer', (col) => col.notNull().check(sql`delta <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('vpoint_ledger_once', ['reason', 'reference'])
    .execute();
  await db.schema.createIndex('vpoint_ledger_user').on('vpoint_ledger').columns(['user_id', 'id']).execute();
}
