import type { Kysely } from 'kysely';
import type { LikeResponse } from '@src/contract/maps';
import type { Database } from '../../db/schema';
import { deleteLike, insertLike, likeCount } from '../../repositories/likes';

/** Another toggle can only win a round by adding or removing this very like, so a few rounds always settle it. */
const MAX_ROUNDS = 10;

/**
 * Likes or unlikes, whichever is the opposite of the current state, in a transaction per round: a delete that removed
 * the row means "unliked"; otherwise an insert that added it means "liked". If neither changed anything a concurrent
 * toggle got in between, and the round is tried again. The (user, map) primary key makes a double like impossible and
 * the likes trigger keeps maps.likes equal to the rows, so the count never drifts.
 */
export async function toggleLike(db: Kysely<Database>, userId: number, mapid: number): Promise<LikeResponse> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const outcome = await db.transaction().execute(async (trx) => {
      if (await deleteLike(trx, userId, mapid)) return { liked: false, likes: await likeCount(trx, mapid) };
      if (await insertLike(trx, userId, mapid)) return { liked: true, likes: await likeCount(trx, mapid) };
      return undefined;
    });
    if (outcome) return outcome;
  }
  throw new Error(`like toggle of user ${userId} on map ${mapid} kept losing to concurrent toggles`);
}
