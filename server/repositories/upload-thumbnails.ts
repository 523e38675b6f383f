import type { Kysely } from 'kysely';
import { isForeignKeyViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Stores a thumbnail of the map picture `source`. One already stored under the name (another instance made the same
 * bytes first) is kept. Answers false when the picture is gone: the foreign key refuses a thumbnail that would outlive it.
 */
export async function insertUploadThumbnail(db: Db, source: string, name: string, content: Buffer): Promise<boolean> {
  try {
    await db
      .insertInto('upload_thumbnails')
      .values({ name, source, content, created_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    return true;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}

export async function findUploadThumbnail(db: Db, name: string) {
  return db
    .selectFrom('upload_thumbnails')
    .select(['content', 'created_at'])
    .where('name', '=', name)
    .executeTakeFirst();
}
