/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';

/**
 * Issue 29, minors and paid chance: the year of birth a player states once, at their first gacha roll or VPoints
 * purchase (docs/economy.md, "Minors and paid chance"). Null until stated; nothing else of the birth date is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('birth_year', 'integer').execute();
}
