import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { deleteFollow, insertFollow } from '../../repositories/follows';

/**
 * Follows or unfollows, whichever is the opposite of the current state, and answers the new state. Each step is one
 * atomic statement: a delete that removed a row means "unfollowed"; otherwise an insert; an insert that hits the
 * primary key means a concurrent toggle followed first, so this one is the unfollow that comes after it.
 */
export async function toggleFollow(db: Kysely<Database>, followerId: number, followeeId: number): Promise<boolean> {
  for (let round = 0; round < 10; round++) {
    if (await deleteFollow(db, followerId, followeeId)) return false;
    try {
      await insertFollow(db, followerId, followeeId);
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error(`follow toggle ${followerId} -> ${followeeId} kept losing to concurrent toggles`);
}
