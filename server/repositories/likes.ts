import type { Kysely, Transaction } from 'kysely';
import { isPostgres, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Takes the map's write lock, as `lockRow` (db/concurrency.ts) does, and answers in the same read the map's owner if
 * the map can be liked (undefined if not): only maps in the browser can, a draft is nobody else's business.
 */
export async function lockLikeableMap(
  trx: Transaction<Database>,
  mapid: number,
): Promise<{ ownerId: number | null } | undefined> {
  const query = trx.selectFrom('maps').select(['published', 'owner_id']).where('mapid', '=', mapid);
  const map = await (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
  return map?.published ? { ownerId: map.owner_id } : undefined;
}

/** True when the like existed and this call removed it (a trigger lowers maps.likes in the same statement). */
export async function deleteLike(db: Db, userId: number, mapid: number): Promise<boolean> {
  const result = await db
    .deleteFrom('likes')
    .where('user_id', '=', userId)
    .where('mapid', '=', mapid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** True when this call added the like; false when one was already there (the primary key keeps it unique). */
export async function insertLike(db: Db, userId: number, mapid: number): Promise<boolean> {
  const inserted = await db
    .insertInto('likes')
    .values({ user_id: userId, mapid, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['user_id', 'mapid']).doNothing())
    .returning('mapid')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function likeCount(db: Db, mapid: number): Promise<number> {
  const row = await db.selectFrom('maps').select('likes').where('mapid', '=', mapid).executeTakeFirstOrThrow();
  return row.likes;
}
