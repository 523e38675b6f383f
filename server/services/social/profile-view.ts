import type { Kysely } from 'kysely';
import { profileResponse } from '@src/contract/user';
import type { Database } from '../../db/schema';
import { followCounts, followedIds, isFollowing } from '../../repositories/follows';
import { keptIds, type PlayerMemory } from '../../lib/player-memory';
import { publishedMapsOf } from '../../repositories/maps';
import { userNamed } from '../accounts/lookup';
import { jsonBytes, SharedJson, type JoinedJson } from '../../lib/json-bytes';
import { ShortMemory } from '../../lib/short-memory';

/** How long a server answers a profile from memory; another server's change shows within it. */
export const PROFILE_TTL_MS = 1000;
/** Profiles kept: the ones being visited at the moment, each at most 256 KB (a creator's maps all come with it). */
const PROFILES_KEPT = 100;
const LARGEST_PROFILE_BYTES = 256 * 1024;

/** What every viewer of a profile sees alike: all of it but whether they follow its owner. */
const sharedProfile = profileResponse.omit({ isFollowing: true });

interface SharedProfile {
  readonly userId: number;
  /** The shared part, checked against the contract. */
  readonly body: SharedJson;
}

/**
 * Profiles as every viewer sees them, kept for a moment per server (lib/short-memory.ts), forgotten by any change
 * of this server. A creator's profile carries all their published maps (200 maps are 40 KB of JSON): reading,
 * checking and serialising them for each signed-in viewer was most of the call (docs/performance.md); only whether the
 * viewer follows the owner is theirs (`viewerFollows`).
 */
export class ProfileMemory {
  readonly profiles = new ShortMemory<SharedProfile>({
    ttlMs: PROFILE_TTL_MS,
    maxKeys: PROFILES_KEPT,
    largest: { of: (profile) => profile.body.json.length, max: LARGEST_PROFILE_BYTES },
  });

  /** Where whom each player follows is kept (SQLite), or undefined: then it is read per call. */
  constructor(readonly players: PlayerMemory | undefined) {}

  forget(): void {
    this.profiles.forget();
  }
}

async function readSharedProfile(db: Kysely<Database>, username: string): Promise<SharedProfile> {
  const user = await userNamed(db, username);
  const counts = await followCounts(db, user.id);
  const profile = sharedProfile.parse({
    userId: user.id,
    userName: user.username,
    followers: counts.followers,
    following: counts.following,
    banner: user.banner,
    profileImage: user.profile_image,
    maps: await publishedMapsOf(db, user.id),
    lvl: user.lvl,
    exp: user.exp,
    vacationPoints: user.vpoints,
  });
  return { userId: user.id, body: new SharedJson(jsonBytes(profile)) };
}

/**
 * Whether `viewerId` follows `ownerId`; a visitor, or the owner looking at their own profile, does not. From whom the
 * viewer follows where the player memory keeps it, else read.
 */
export async function viewerFollows(
  db: Kysely<Database>,
  players: PlayerMemory | undefined,
  viewerId: number | undefined,
  ownerId: number,
): Promise<boolean> {
  if (viewerId === undefined || viewerId === ownerId) return false;
  const all = await keptIds(players?.followed, viewerId, (limit) => followedIds(db, viewerId, limit));
  return all ? all.has(ownerId) : isFollowing(db, viewerId, ownerId);
}

/**
 * The profile of `username` for `viewerId` (undefined for a visitor). Owners read their own profile afresh: their
 * progress may have just changed on another server, and they are the one who would notice.
 */
export async function profileAnswer(
  db: Kysely<Database>,
  memory: ProfileMemory,
  username: string,
  viewerId: number | undefined,
): Promise<JoinedJson> {
  const kept = memory.profiles.peek(username);
  const shared =
    kept !== undefined && kept.userId !== viewerId
      ? kept
      : await memory.profiles.refresh(username, () => readSharedProfile(db, username));
  return {
    fields: { isFollowing: await viewerFollows(db, memory.players, viewerId, shared.userId) },
    shared: shared.body,
  };
}
