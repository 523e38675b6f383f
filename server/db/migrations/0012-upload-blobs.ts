/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import type { DialectName } from './helpers';

/**
 * On PostgreSQL the uploaded pictures live in the database, so instances on several machines serve each other's uploads
 * without a shared disk. SQLite is one machine's database and keeps them as files in DATA_DIR/uploads: no table there.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await db.schema
    .createTable('upload_blobs')
    // 'map' or 'item': the URL folder (/uploads/{name} or /uploads/items/{name}).
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('upload_blobs_pkey', ['kind', 'name'])
    .execute();
}
