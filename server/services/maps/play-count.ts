import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOCKED_ISLAND_IDS } from '@src/contract/play';
import { transact } from '../../db/concurrency';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { countPlay, findMap } from '../../repositories/maps';
import { recordNewPlayDays, utcDay } from '../../repositories/play-days';

/**
 * The key an address's plays count under on `day` (YYYY-MM-DD, UTC): an HMAC-SHA-256 of the day and the address with
 * the server's secret. The address itself is never stored; without the secret the key cannot be traced back to it,
 * and one address gives unrelated keys on different days, so the stored plays cannot follow it from day to day.
 */
export function addressPlayKey(secret: string, ip: string, day: string): string {
  return `address:${createHmac('sha256', secret).update(`play\n${day}\n${ip}`).digest('base64url')}`;
}

/** Who calls `POST /maps/:id/play`: the address always, the player when the call carries a token. */
export interface PlayCaller {
  readonly userId: number | undefined;
  /** The caller's address key for a day (addressPlayKey with the server's secret). */
  readonly addressKey: (day: string) => string;
}

/**
 * `POST /maps/:id/play`: counts a play of the map once per address, map and UTC day, however often it is called
 * (the play days' primary key makes two concurrent calls count once); answers the map's count. It never counts toward
 * the owner's quests (only a signed-in player's run does, repositories/runs.ts), nor the owner's own call, nor a map
 * nobody can play (a locked island); another's draft answers 404 as if it did not exist.
 */
export function countPlayFrom(db: Kysely<Database>, caller: PlayCaller, mapid: number): Promise<number> {
  return transact(db, async (trx) => {
    const map = await findMap(trx, mapid);
    const own = map?.owner_id != null && map.owner_id === caller.userId;
    if (!map || (map.owner_id !== null && map.published !== 1 && !own)) throw notFound('MAP_NOT_FOUND');
    if (own || LOCKED_ISLAND_IDS.includes(map.mapid)) return map.num_players;
    const day = utcDay(nowIso());
    const recorded = await recordNewPlayDays(trx, [
      { mapid: map.mapid, day, play_key: caller.addressKey(day), player_id: null },
    ]);
    if (recorded.length === 0) return (await findMap(trx, map.mapid))?.num_players ?? map.num_players;
    return (await countPlay(trx, map.mapid)) ?? map.num_players;
  });
}
