/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';

/** Claimed quests: one row per player and quest, so the key makes a claim once only. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quest_claims')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quest_id', 'integer', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('quest_claims_pk', ['user_id', 'quest_id'])
    .execute();
}
