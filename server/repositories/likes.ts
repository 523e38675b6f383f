import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

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
