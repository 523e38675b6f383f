import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database, UploadBlobsTable } from '../db/schema';

type Db = Kysely<Database>;
type Kind = UploadBlobsTable['kind'];

/** Stores a new picture; a name already taken fails with a unique violation (names are random and never reused). */
export async function insertUploadBlob(db: Db, kind: Kind, name: string, content: Buffer): Promise<void> {
  await db.insertInto('upload_blobs').values({ kind, name, content, created_at: nowIso() }).execute();
}

/** Stores a picture kept elsewhere until now, unless the name is already there (another instance copied it first). */
export async function copyUploadBlob(db: Db, kind: Kind, name: string, content: Buffer, storedAt: Date) {
  await db
    .insertInto('upload_blobs')
    .values({ kind, name, content, created_at: storedAt.toISOString() })
    .onConflict((oc) => oc.columns(['kind', 'name']).doNothing())
    .execute();
}

/** Which of `names` a map (or an item) still shows and the table does not hold yet. */
export async function usedNamesNotStored(db: Db, kind: Kind, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const users = kind === 'map' ? 'maps' : 'objects';
  const rows = await db
    .selectFrom(users)
    .select('image')
    .where('image', 'in', names)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('upload_blobs')
            .select('name')
            .where('kind', '=', kind)
            .whereRef('upload_blobs.name', '=', `${users}.image`),
        ),
      ),
    )
    .distinct()
    .execute();
  return rows.map((row) => row.image!);
}

export async function deleteUploadBlob(db: Db, kind: Kind, name: string): Promise<void> {
  await db.deleteFrom('upload_blobs').where('kind', '=', kind).where('name', '=', name).execute();
}

export async function findUploadBlob(db: Db, kind: Kind, name: string) {
  return db
    .selectFrom('upload_blobs')
    .select(['content', 'created_at'])
    .where('kind', '=', kind)
    .where('name', '=', name)
    .executeTakeFirst();
}
