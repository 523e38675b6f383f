/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Money after the sale (docs/payments.md): refunds and disputes taken back once per fact, the debt they may leave,
 * receipts sent once, the player's monthly spending limit, and 'Vacation express' sold once per account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // What a reversal could not take from the balance; while above zero the wallet refuses every debit.
  await db.schema
    .alterTable('users')
    .addColumn('vpoints_debt', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`vpoints_debt >= 0`),
    )
    .execute();

  // The charge's payment intent (recorded at fulfilment) maps refunds and disputes back to their session; `lang` is
  // the buyer's language for the receipt, which is claimed by `receipt_sent_at` so it goes out once.
  await db.schema.alterTable('checkout_sessions').addColumn('payment_intent', 'text').execute();
  await db.schema.alterTable('checkout_sessions').addColumn('lang', 'text').execute();
  await db.schema.alterTable('checkout_sessions').addColumn('receipt_sent_at', 'text').execute();
  await db.schema
    .createIndex('checkout_sessions_payment_intent')
    .unique()
    .on('checkout_sessions')
    .column('payment_intent')
    .execute();
  // 'Vacation express' is paid once per account, whatever races.
  await db.schema
    .createIndex('checkout_sessions_express_once')
    .unique()
    .on('checkout_sessions')
    .column('user_id')
    .where(sql.ref('kind'), '=', 'vacation_express')
    .where(sql.ref('status'), '=', 'paid')
    .execute();

  // One row per refund or dispute fact: its primary key makes a fact count once, even when nothing could be taken.
  await db.schema
    .createTable('payment_reversals')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('session_id', 'text', (col) => col.notNull().references('checkout_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('vpoints', 'integer', (col) => col.notNull().check(sql`vpoints >= 0`))
    .addColumn('taken', 'integer', (col) => col.notNull().check(sql`taken >= 0`))
    .addColumn('debt', 'integer', (col) => col.notNull().check(sql`debt >= 0`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_reversals_session').on('payment_reversals').column('session_id').execute();

  // The monthly limit in cents (null: none); a raise or a removal waits in `next_*` until `next_from`.
  await db.schema
    .createTable('spending_limits')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('monthly_cents', 'integer', (col) => col.check(sql`monthly_cents >= 0`))
    .addColumn('next_cents', 'integer')
    .addColumn('next_from', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}
