/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from './helpers';

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('users'), dialect)
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('username_key', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('google_id', 'text', (col) => col.unique())
    .addColumn('email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('vpoints', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`vpoints >= 0`),
    )
    .addColumn('lvl', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`lvl >= 1`),
    )
    .addColumn('exp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`exp >= 0`),
    )
    .addColumn('profile_image', 'text', (col) => col.notNull())
    .addColumn('banner', 'text', (col) => col.notNull())
    .addColumn('newplayer', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withId(db.schema.createTable('email_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('email_tokens_user').on('email_tokens').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('follows_followee').on('follows').column('followee_id').execute();
}
