import type { Kysely } from 'kysely';
import { lockRow, transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import { deleteFollow, insertFollow } from '../../repositories/follows';

/**
 * Follows or unfollows, whichever is the opposite of the current state, and answers the new state. The follower's row
 * is locked first, so one player's toggles run one after another and each sees the last one's result: a delete that
 * removed a row means "unfollowed", otherwise the insert follows.
 */
export function toggleFollow(db: Kysely<Database>, followerId: number, followeeId: number): Promise<boolean> {
  return transact(db, async (trx) => {
    await lockRow(trx, 'users', followerId);
    if (await deleteFollow(trx, followerId, followeeId)) return false;
    await insertFollow(trx, followerId, followeeId);
    return true;
  });
}
