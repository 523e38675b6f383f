/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers';

/**
 * Issue 30, the cards' thumbnails (src/contract/map-thumbnails.ts) on PostgreSQL, beside the pictures they are made
 * from (0012). The foreign key to `upload_blobs` removes them with their picture (the index makes that delete cheap)
 * and refuses one made from a picture another instance has just removed, so no thumbnail outlives its picture.
 * SQLite keeps them as files in DATA_DIR/uploads/thumbs: no table there.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .createTable('upload_thumbnails')
    .addColumn('name', 'text', (col) => col.primaryKey())
    // Only map pictures have thumbnails; the column exists for the foreign key to (kind, name).
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('map')
        .check(sql`kind = 'map'`),
    )
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addForeignKeyConstraint(
      'upload_thumbnails_source_fk',
      ['kind', 'source'],
      'upload_blobs',
      ['kind', 'name'],
      (fk) => fk.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('upload_thumbnails_by_source')
    .on('upload_thumbnails')
    .columns(['kind', 'source'])
    .execute();
}
