import type { Kysely } from 'kysely';
import { LOCKED_ISLAND_IDS } from '@src/contract/play';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { loadPlayMap, type LoadedPlayMap } from './play-map-cache';

/**
 * A map the player may start: not one of the locked islands (403 MAP_LOCKED), and either built-in, published, or the
 * player's own (owners playtest their unpublished maps). Other unpublished maps answer 404, as if they did not exist.
 * The same rule is written in SQL where a run of a map run before is stored (repositories/runs.ts, insertRunIfCurrent):
 * change both together (play.test.ts covers each case on both paths).
 */
export async function playableMap(
  db: Kysely<Database>,
  mapId: number,
  userId: number | undefined,
): Promise<LoadedPlayMap> {
  if (LOCKED_ISLAND_IDS.includes(mapId)) throw forbidden('MAP_LOCKED');
  const loaded = await loadPlayMap(db, mapId);
  if (!loaded) throw notFound('MAP_NOT_FOUND');
  const { owner_id: ownerId, published } = loaded.stored.map;
  const builtIn = ownerId === null;
  if (!builtIn && published !== 1 && ownerId !== userId) throw notFound('MAP_NOT_FOUND');
  return loaded;
}
