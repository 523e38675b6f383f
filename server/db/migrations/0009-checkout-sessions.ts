/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';

/**
 * Checkout sessions the server created: who buys what, at which price. Fulfilment turns `open` into `paid` with one
 * conditional update, and the wallet's ledger is unique per session: a session credits once, whatever arrives twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('vpoints', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('fulfilled_at', 'text')
    .execute();
  await db.schema
    .createIndex('checkout_sessions_user')
    .on('checkout_sessions')
    .columns(['user_id', 'created_at'])
    .execute();
}
