/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';

/**
 * Issue 29, tags: each map's tags from the fixed list (src/core/map-tags.ts), one row a tag. The primary key
 * (mapid, tag) keeps a tag once per map and answers "does this map have tag X" for the browser's EXISTS filters row by
 * row; `map_tags_by_tag` (tag, mapid) lets the planner start from a tag's maps instead when that is cheaper.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('map_tags')
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('map_tags_pk', ['mapid', 'tag'])
    .execute();
  await db.schema.createIndex('map_tags_by_tag').on('map_tags').columns(['tag', 'mapid']).execute();
}
