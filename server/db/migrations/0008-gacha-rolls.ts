/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from '../dialect';

/**
 * Every gacha roll, kept (never pruned): the player's history, the observed counts beside the published odds, and the
 * spark. Spark points are a counter per player and banner, spent by a conditional update (like the wallet's debit), so
 * two redemptions at once cannot spend the same points; each redemption is recorded.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('gacha_rolls')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('banner', 'text', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('rarity', 'text', (col) => col.notNull())
    .addColumn('characterid', 'integer', (col) => col.notNull().references('characters.characterid'))
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('price', 'integer', (col) => col.notNull())
    .addColumn('odds_version', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gacha_rolls_user').on('gacha_rolls').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('gacha_spark_points')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('banner', 'text', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull().check(sql`points >= 0`))
    .addPrimaryKeyConstraint('gacha_spark_points_pk', ['user_id', 'banner'])
    .execute();

  await withId(db.schema.createTable('gacha_sparks'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('banner', 'text', (col) => col.notNull())
    .addColumn('characterid', 'integer', (col) => col.notNull().references('characters.characterid'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gacha_sparks_user').on('gacha_sparks').columns(['user_id', 'banner']).execute();
}
