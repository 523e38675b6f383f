import type { Kysely } from 'kysely';
import type { MapCredit } from '@src/core/map-credits';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A credit as stored: with the source map's id when the copy was made on this server (null from a file). */
export interface StoredCredit extends MapCredit {
  readonly mapId: number | null;
}

/** The credits of each of `mapIds` (a page of maps), nearest first, in one query; a map without any is absent. */
export async function creditsOfMaps(db: Db, mapIds: readonly number[]): Promise<Map<number, StoredCredit[]>> {
  const credits = new Map<number, StoredCredit[]>();
  if (mapIds.length === 0) return credits;
  const rows = await db
    .selectFrom('map_credits')
    .select(['mapid', 'source_mapid', 'title', 'creator'])
    .where('mapid', 'in', mapIds)
    .orderBy('mapid')
    .orderBy('depth')
    .execute();
  for (const { mapid, source_mapid, title, creator } of rows) {
    credits.set(mapid, [...(credits.get(mapid) ?? []), { mapId: source_mapid, title, creator }]);
  }
  return credits;
}

/** Writes a new map's credits, nearest first, inside the caller's transaction. */
export async function insertMapCredits(db: Db, mapid: number, credits: readonly StoredCredit[]): Promise<void> {
  if (credits.length === 0) return;
  await db
    .insertInto('map_credits')
    .values(credits.map(({ mapId, title, creator }, depth) => ({ mapid, depth, source_mapid: mapId, title, creator })))
    .execute();
}

/** A credit as the API shows it: the source's id stays on the server. */
export const creditView = ({ title, creator }: MapCredit): MapCredit => ({ title, creator });
