import type { Kysely, Transaction } from 'kysely';
import type { ConsequenceView } from '@src/contract/events';
import type { MapVersionRestoreResponse, MapVersionsResponse } from '@src/contract/map-versions';
import { lockRow, transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import type { MapRow } from '../../db/schema-creators';
import { notFound } from '../../errors';
import { tagsOfMaps } from '../../repositories/map-tags';
import { replaceDraftWithVersion } from '../../repositories/map-version-restore';
import {
  draftSnapshot,
  findVersionByNumber,
  insertVersion,
  latestVersion,
  versionHistory,
} from '../../repositories/map-versions';
import { findMap, setPublishedVersion } from '../../repositories/maps';
import { findVersionPlayContent } from '../../repositories/play-map';
import { consequenceView, ownMapView } from './content-views';
import type { MapFileContent } from './map-files';
import { refreshMap } from './map-content';

type Db = Kysely<Database>;

/*
 * Versions (docs/creators.md, "Versions"): what players play of a published map is a frozen copy of its draft, made
 * when the map form publishes it; the editor's changes stay in the draft until the next publish.
 */

/**
 * Makes the draft of `map` (just saved published, in `trx`) the version players get: a new one numbered after the
 * last, unless the draft plays exactly as the last version (then that one stays). Publishing moves the map's
 * `content_version`, so no server keeps serving the version before.
 */
export async function publishDraft(trx: Transaction<Database>, map: MapRow): Promise<MapRow> {
  const [snapshot, latest] = await Promise.all([draftSnapshot(trx, map.mapid), latestVersion(trx, map.mapid)]);
  const versionId =
    latest?.content === snapshot.content
      ? latest.id
      : await insertVersion(trx, map.mapid, (latest?.number ?? 0) + 1, map.difficulty, snapshot);
  return versionId === map.published_version_id ? map : setPublishedVersion(trx, map.mapid, versionId);
}

/**
 * The version `userId` (undefined: a visitor) gets of a map: the published one, unless they own it (owners play
 * their draft) or it has none (built-in islands, and a user map never published: served to its owner only).
 */
export const servedVersionId = (
  row: Pick<MapRow, 'owner_id' | 'published_version_id'>,
  userId: number | undefined | null,
): number | null => (row.owner_id !== null && row.owner_id !== userId ? row.published_version_id : null);

/** The user's own map; anybody else's, a built-in island or an unknown id answers 404 (the history is private). */
export async function ownersMap(db: Db, userId: number, mapid: number): Promise<MapRow> {
  const map = await findMap(db, mapid);
  if (!map || map.owner_id !== userId) throw notFound('MAP_NOT_FOUND');
  return map;
}

/** GET /maps/{mapId}/versions: the owner's history, newest first. */
export async function versionsOfMap(db: Db, userId: number, mapid: number): Promise<MapVersionsResponse> {
  const map = await ownersMap(db, userId, mapid);
  const rows = await versionHistory(db, mapid, userId);
  const published = rows.find((row) => row.id === map.published_version_id);
  return {
    publishedNumber: map.published === 1 && published ? published.number : null,
    versions: rows.map((row) => ({
      number: row.number,
      publishedAt: row.created_at,
      events: row.events_count,
      plays: row.plays,
      clearRate: row.plays === 0 ? null : row.clears / row.plays,
    })),
  };
}

/**
 * POST /maps/{mapId}/versions/{number}/restore: the version's events and options become the draft again, in one
 * transaction under the map's lock (so no editor write interleaves), with the difficulty recomputed. Players keep the
 * published version until the owner publishes again.
 */
export async function restoreVersion(
  db: Db,
  userId: number,
  mapid: number,
  number: number,
): Promise<Omit<MapVersionRestoreResponse, 'message'>> {
  await ownersMap(db, userId, mapid);
  const map = await transact(db, async (trx) => {
    await lockRow(trx, 'maps', mapid);
    const version = await findVersionByNumber(trx, mapid, number);
    if (!version) throw notFound('MAP_VERSION_NOT_FOUND');
    await replaceDraftWithVersion(trx, mapid, version);
    return refreshMap(trx, mapid);
  });
  const tags = (await tagsOfMaps(db, [mapid])).get(mapid) ?? [];
  return { map: ownMapView(map, tags), restored: number };
}

/** The published version of `map` as a map file holds it (a remix copies what players play, never the draft). */
export async function publishedFileContent(db: Db, map: MapRow): Promise<MapFileContent | undefined> {
  if (map.published_version_id === null) return undefined;
  const stored = await findVersionPlayContent(db, map, map.published_version_id);
  if (!stored) return undefined;
  const options = new Map(stored.events.map((event) => [event.eventid, [] as ConsequenceView[]]));
  for (const option of stored.consequences) options.get(option.eventid)?.push(consequenceView(option));
  return {
    events: stored.events.map((event) => ({ ...event, consequences: options.get(event.eventid) ?? [] })),
    items: [...stored.items],
  };
}
