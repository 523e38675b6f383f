/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from './helpers';

/**
 * Custom skin purchases (docs/payments.md, "Custom skins"). A row is written when a checkout is opened: it holds its
 * price for its rarity until `hold_until`, then it is paid (by the webhook) or expired; a refund or a dispute makes a
 * paid one `refunded`, which keeps its price. At most one row that is not expired may hold a price of a rarity: that
 * unique index is what keeps the doubling strict when two players open a checkout at once, on both databases.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('custom_skin_purchases'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rarity', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('character_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('session_id', 'text', (col) => col.unique())
    .addColumn('checkout_url', 'text')
    .addColumn('hold_until', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .execute();
  await sql`create unique index custom_skin_purchases_price on custom_skin_purchases (rarity, amount) where status <> 'expired'`.execute(
    db,
  );
  await db.schema
    .createIndex('custom_skin_purchases_user')
    .on('custom_skin_purchases')
    .columns(['user_id', 'created_at'])
    .execute();
}
