import type { Kysely } from 'kysely';
import type { LikeResponse } from '@src/contract/maps';
import { transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import { deleteLike, insertLike, likeCount, lockLikeableMap } from '../../repositories/likes';
import { forbidden, notFound } from '../../errors';

/**
 * Likes or unlikes a published map, whichever is the opposite of the current state. The map's row is locked first (the
 * likes trigger writes it anyway) by the read that checks it is published, so the toggles of one map run one after another and each sees the last one's result: a delete
 * that removed the row means "unliked", otherwise the insert likes. The (user, map) primary key makes a double like
 * impossible and the trigger keeps maps.likes equal to the rows. A creator's like of their own map is refused (403
 * CANNOT_LIKE_OWN_MAP): likes rank maps and pay quests, so only other players' count.
 */
export function toggleLike(db: Kysely<Database>, userId: number, mapid: number): Promise<LikeResponse> {
  return transact(db, async (trx) => {
    const map = await lockLikeableMap(trx, mapid);
    if (!map) throw notFound('MAP_NOT_FOUND');
    if (map.ownerId === userId) throw forbidden('CANNOT_LIKE_OWN_MAP');
    const liked = !(await deleteLike(trx, userId, mapid)) && (await insertLike(trx, userId, mapid));
    return { liked, likes: await likeCount(trx, mapid) };
  });
}
