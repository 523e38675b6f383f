import { sql, type Kysely, type SqlBool } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Asked by every signed-in profile view (compiled once: db/compiled-once.ts). */
const selectFollow = compiledOnce((db, followerId: number, followeeId: number) =>
  db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId),
);

export async function isFollowing(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  return (await selectFollow(db, followerId, followeeId)).rows.length > 0;
}

/** The players `followerId` follows, at most `limit` of them. */
export async function followedIds(db: Db, followerId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .select('followee_id')
    .where('follower_id', '=', followerId)
    .limit(limit)
    .execute();
  return rows.map((row) => row.followee_id);
}

/** Inserts the follow; a concurrent duplicate surfaces as a unique violation on the primary key. */
export async function insertFollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: nowIso() })
    .execute();
}

/** True when a follow existed and this call removed it. */
export async function deleteFollow(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function followCounts(db: Db, userId: number): Promise<{ followers: number; following: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .where('followee_id', '=', userId)
        .as('followers'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', userId)
        .as('following'),
    ])
    .executeTakeFirstOrThrow();
  return { followers: Number(row.followers), following: Number(row.following) };
}

export type FollowListKind = 'followers' | 'following';

export interface FollowListRow {
  username: string;
  profileImage: string;
  lvl: number;
  isFollowing: boolean;
}

/**
 * One page of a user's followers (or of the users they follow), newest first, each marked with whether `viewerId`
 * follows them: one query for the page, one for the total, whatever the page size.
 */
export async function listFollows(
  db: Db,
  kind: FollowListKind,
  userId: number,
  viewerId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ users: FollowListRow[]; total: number }> {
  // For "followers" the listed people are the follower side of each row; for "following" the followee side.
  const listed = kind === 'followers' ? 'f.follower_id' : 'f.followee_id';
  const owner = kind === 'followers' ? 'f.followee_id' : 'f.follower_id';
  const rows = await db
    .selectFrom('follows as f')
    .innerJoin('users as u', 'u.id', listed)
    .where(owner, '=', userId)
    .select(['u.username', 'u.profile_image', 'u.lvl'])
    .select((eb) =>
      viewerId === undefined
        ? sql<SqlBool>`0`.as('viewer_follows')
        : eb
            .exists(
              eb
                .selectFrom('follows as v')
                .select('v.follower_id')
                .whereRef('v.followee_id', '=', 'u.id')
                .where('v.follower_id', '=', viewerId),
            )
            .as('viewer_follows'),
    )
    .orderBy('f.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const { total } = await db
    .selectFrom('follows as f')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(owner, '=', userId)
    .executeTakeFirstOrThrow();
  return {
    users: rows.map((r) => ({
      username: r.username,
      profileImage: r.profile_image,
      lvl: r.lvl,
      isFollowing: Boolean(r.viewer_follows),
    })),
    total: Number(total),
  };
}
