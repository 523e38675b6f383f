import type { Kysely } from 'kysely';
import type { OwnMap } from '@src/contract/maps';
import type { MapIssue } from '@src/core/map-validation';
import type { Database } from '../../db/schema';
import { tagsOfMaps } from '../../repositories/map-tags';
import { deleteMap, listOwnMaps } from '../../repositories/maps';
import type { UploadStore } from '../uploads/upload-store';
import { ownMapView } from './content-views';
import { mapIssues, refreshMap } from './map-content';
import { ownMap } from './ownership';
import { transact } from '../../db/concurrency';

type Db = Kysely<Database>;

/** The map creator's list: the user's maps. */
export async function ownMaps(db: Db, userId: number): Promise<OwnMap[]> {
  const maps = await listOwnMaps(db, userId);
  const tags = await tagsOfMaps(
    db,
    maps.map((map) => map.mapid),
  );
  return maps.map((map) => ownMapView(map, tags.get(map.mapid) ?? []));
}

/** Deletes the user's map with its content, then its uploaded picture. */
export async function deleteOwnMap(db: Db, uploads: UploadStore, userId: number, mapid: number): Promise<void> {
  const map = await ownMap(db, userId, mapid);
  await deleteMap(db, map.mapid);
  await uploads.remove('map', map.image);
}

/** The event screen's "map edited": the user's map with its difficulty brought up to date, and what the map check finds. */
export async function checkOwnMap(db: Db, userId: number, mapid: number): Promise<{ map: OwnMap; issues: MapIssue[] }> {
  const map = await ownMap(db, userId, mapid);
  return transact(db, async (trx) => ({
    map: ownMapView(await refreshMap(trx, map.mapid), (await tagsOfMaps(trx, [map.mapid])).get(map.mapid) ?? []),
    issues: await mapIssues(trx, map.mapid),
  }));
}
