import type { Kysely } from 'kysely';
import { LOCKED_ISLAND_IDS } from '@src/contract/play';
import type { Database } from '../../db/schema';
import type { MapRow } from '../../db/schema-creators';
import { forbidden, notFound } from '../../errors';
import { loadServedMap, type LoadedPlayMap } from './play-map-cache';

/**
 * A map the player may start: not one of the locked islands (403 MAP_LOCKED), and either built-in, published, or the
 * player's own (owners playtest their drafts). Players get its published version, its owner the draft. Other unpublished maps answer 404, as if they did not exist.
 * The same rule (`servedTo`) is written in SQL where a run of a map run before is stored (repositories/runs.ts,
 * insertRunIfCurrent) and where unfinished runs are listed (repositories/run-steps.ts): change them together (play.test.ts covers each case on both paths).
 */
export async function playableMap(
  db: Kysely<Database>,
  mapId: number,
  userId: number | undefined,
): Promise<LoadedPlayMap> {
  if (LOCKED_ISLAND_IDS.includes(mapId)) throw forbidden('MAP_LOCKED');
  const loaded = await loadServedMap(db, mapId, userId);
  if (!loaded) throw notFound('MAP_NOT_FOUND');
  if (!servedTo(loaded.stored.map, userId)) throw notFound('MAP_NOT_FOUND');
  return loaded;
}

/**
 * Whether a map is served to `userId` (undefined: a visitor): built-in, published, or their own. A map a moderator hid
 * is unpublished, so it is served to its owner only. The unfinished runs list writes it in SQL
 * (repositories/run-steps.ts, findUnfinishedRunsJson).
 */
export const servedTo = (map: Pick<MapRow, 'owner_id' | 'published'>, userId: number | undefined | null): boolean =>
  map.owner_id === null || map.published === 1 || map.owner_id === userId;
