/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 29, remix. `maps.remixable` is the owner's yes to copies (0 or 1). `map_credits` is a map's chain of origins,
 * one row each: depth 0 the map it was copied from, 1 that map's own origin, and so on back to the first. Title and
 * creator are written down at copy time, and `source_mapid` has no foreign key, so the credit survives a renamed,
 * unpublished or deleted source and a renamed or deleted account; the rows go with the copy itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('maps')
    .addColumn('remixable', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('map_credits')
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('depth', 'integer', (col) => col.notNull().check(sql`depth >= 0`))
    .addColumn('source_mapid', 'integer')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('creator', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('map_credits_pk', ['mapid', 'depth'])
    .execute();
}
