import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { listFollows, type FollowListKind, type FollowListRow } from '../../repositories/follows';
import { userNamed } from '../accounts/lookup';

export type { FollowListKind };

/** One page of the named player's followers or followed players, each marked with whether the viewer follows them. */
export async function followListOf(
  db: Kysely<Database>,
  kind: FollowListKind,
  username: string,
  viewerId: number | undefined,
  page: { limit: number; offset: number },
): Promise<{ users: FollowListRow[]; total: number }> {
  const user = await userNamed(db, username);
  return listFollows(db, kind, user.id, viewerId, page);
}
