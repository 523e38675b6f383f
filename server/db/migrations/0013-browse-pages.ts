/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

const ORDERS = {
  maps_browse_likes: 'likes',
  maps_browse_plays: 'num_players',
  maps_browse_name: 'name_key',
} as const;

/**
 * Issue 15: GET /maps/all at 10,000 maps.
 * - The browser's orders get partial indexes holding only the maps it lists (a creator's; the built-in islands have
 *   no owner), so a page's ids come from the index alone: page 250 (an offset of 4,980) stepped through 4,980 map rows
 *   and their owners before; it now steps through index entries and reads 20 rows. The name index also answers the
 *   count and the search, so maps_browse_count (0005) goes.
 * - `content_version` counts the changes of what a run of the map plays (its picture, events, options and their
 *   items): the server keeps the play view of each version and reads the content again only when it changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, column] of Object.entries(ORDERS)) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('maps')
      .columns(['published', column, 'mapid'])
      .where(sql.ref('owner_id'), 'is not', null)
      .execute();
  }
  await db.schema.dropIndex('maps_browse_count').execute();
  await db.schema
    .alterTable('maps')
    .addColumn('content_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}
