import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { countPlay, findMap } from '../../repositories/maps';

/** Plays one address may add to one map's count per hour; more still play, they just are not counted. */
export const PLAYS_COUNTED_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether a play from `ip` may still add to the map's play count this hour. The count orders the map browser's
 * "Plays" sort, so one address replaying a map (or a script starting runs) must not push it up the list.
 */
export async function playFromAddressCounts(attempts: AttemptCounter, ip: string, mapId: number): Promise<boolean> {
  return (await attempts.hit(`play:${ip}:${mapId}`, HOUR_MS)).count <= PLAYS_COUNTED_PER_HOUR;
}

/** A play of the map from `ip` (`POST /maps/:id/play`), counted unless the address has counted enough this hour: the count. */
export async function countPlayFrom(
  db: Kysely<Database>,
  attempts: AttemptCounter,
  ip: string,
  mapid: number,
): Promise<number> {
  const map = await findMap(db, mapid);
  if (!map) throw notFound('MAP_NOT_FOUND');
  const counted = await playFromAddressCounts(attempts, ip, map.mapid);
  return (counted && (await countPlay(db, map.mapid))) || map.num_players;
}
