/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';

/**
 * Issue 15: a creator's published maps are counted by (owner_id, published). With an index on owner_id alone, SQLite
 * answered `owner_id = ? AND published = 1` from the browser's name index (published = ?) instead, stepping through
 * every published map: 2 ms a quest board at 10,000 maps. Both columns in one index make the owner's rows the plan on
 * either database, and it still serves the queries by owner alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('maps_owner').execute();
  await db.schema.createIndex('maps_owner').on('maps').columns(['owner_id', 'published']).execute();
}
