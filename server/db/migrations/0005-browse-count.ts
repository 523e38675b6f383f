/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * The map browser's total ("N maps found") counts the published creators' maps matching the search. Counting through
 * the users join read every map row and its owner (most of a /maps/all request on 10,000 maps); this partial index
 * holds exactly the rows that count, with the searched column, so the count never leaves the index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('maps_browse_count')
    .on('maps')
    .columns(['published', 'name_key'])
    .where(sql.ref('owner_id'), 'is not', null)
    .execute();
}
