import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import {
  findPlayMapContent,
  findPlayMapRow,
  findVersionPlayContent,
  type PlayMapRow,
  type StoredPlayMap,
} from '../../repositories/play-map';
import { playMapView, type PlayMapView } from '@src/contract/play';
import type { PlayMap } from '@src/core/run';
import { buildPlayMapView, buildRulesMap } from './play-map-view';
import { setBounded } from '../../lib/bounded-map';
import { servedVersionId } from '../maps/map-versions';
import { jsonBytes, SharedJson } from '../../lib/json-bytes';

/** The play view in one language, and the same as JSON checked against the contract, encoded in UTF-8. */
export interface PlayMapViewIn {
  readonly view: PlayMapView;
  /**
   * What /play/play sends of the map: checked, serialised and encoded (and deflated, for gzipped answers) once per
   * version and language rather than for every run (checking and serialising Beach Island's 46 KB took most of a run
   * start's time; issue 15).
   */
  readonly json: SharedJson;
}

/**
 * A map as a run reads it: the stored content, its play view in a language and the rules engine's map, which is the
 * same in every language (each built once per version). `versionId` is the published version it is (docs/creators.md,
 * "Versions"), null for the draft: what the owner playtests, and the built-in islands.
 */
export interface LoadedPlayMap {
  readonly stored: StoredPlayMap;
  readonly versionId: number | null;
  view(lang: Lang): PlayMapViewIn;
  rules(): PlayMap;
}

interface Entry {
  readonly version: number;
  readonly versionId: number | null;
  readonly stored: StoredPlayMap;
  readonly views: Partial<Record<Lang, PlayMapViewIn>>;
  rules?: PlayMap;
}

function viewIn(stored: StoredPlayMap, lang: Lang): PlayMapViewIn {
  const view = buildPlayMapView(stored, lang);
  return { view, json: new SharedJson(jsonBytes(playMapView.parse(view))) };
}

/** Maps (and versions) kept; the least recently loaded goes first. A few islands and the creators' favourites are most runs. */
const MAX_MAPS = 200;

interface Cache {
  /** By `mapid` for a draft, `mapid@versionId` for a version: a run of one version never reads another's content. */
  readonly entries: Map<string, Entry>;
  /** The key of what players (not the owner) were last served of each map, for the run start's fast path. */
  readonly served: Map<number, string>;
}

/** One cache per database handle, so two servers in one process (the tests' two dialects) never share a map id. */
const caches = new WeakMap<Kysely<Database>, Cache>();

const cacheOf = (db: Kysely<Database>): Cache =>
  caches.get(db) ?? caches.set(db, { entries: new Map(), served: new Map() }).get(db)!;

const keyOf = (mapId: number, versionId: number | null) => (versionId === null ? `${mapId}` : `${mapId}@${versionId}`);

/**
 * Version `versionId` of a map (null: its draft) as a run starts, steps or ends it, reading its content (a few
 * queries, and the reshaping into the play view) only when its `content_version` changed since the last run (issue
 * 15: every run re-read and re-shaped the same map). The row is read every time: it says who may play the map and
 * which state is current. Writers raise `content_version` after their change (repositories/maps.ts), publishing a
 * version included, and the row is read before the content, so a state is never paired with content older than it; a
 * version's content never changes, but it is read again too, for its items' pictures (a moderator's hide moves the
 * map's `content_version`). On PostgreSQL, where several servers share the database, each keeps its own cache and
 * follows the same versions. Undefined for an unknown map, or a version that is not the map's.
 */
export async function loadPlayMap(
  db: Kysely<Database>,
  mapId: number,
  versionId: number | null,
): Promise<LoadedPlayMap | undefined> {
  const row = await findPlayMapRow(db, mapId);
  return row && loadWithRow(db, row, versionId);
}

/** What `userId` would play of the map now (servedVersionId), after its row was read once. */
export async function loadServedMap(
  db: Kysely<Database>,
  mapId: number,
  userId: number | undefined,
): Promise<LoadedPlayMap | undefined> {
  const row = await findPlayMapRow(db, mapId);
  if (!row) return undefined;
  const versionId = servedVersionId(row, userId);
  const loaded = await loadWithRow(db, row, versionId);
  // The owner's draft is theirs alone: never what the fast path gives anyone else.
  const owner = row.owner_id !== null && row.owner_id === userId;
  if (loaded && !owner) setBounded(cacheOf(db).served, mapId, keyOf(mapId, versionId), MAX_MAPS);
  return loaded;
}

/** `loadPlayMap` with the map's row read already (resume reads it with the run). */
export async function loadWithRow(
  db: Kysely<Database>,
  row: PlayMapRow,
  versionId: number | null,
): Promise<LoadedPlayMap | undefined> {
  const { entries } = cacheOf(db);
  const key = keyOf(row.mapid, versionId);
  let entry = entries.get(key);
  if (entry?.version !== row.content_version) {
    const stored =
      versionId === null ? await findPlayMapContent(db, row) : await findVersionPlayContent(db, row, versionId);
    if (!stored) return undefined;
    entry = { version: row.content_version, versionId, stored, views: {} };
  }
  setBounded(entries, key, entry, MAX_MAPS);
  return loaded(entry, row);
}

/** The live row (who may play it now) with the content's own difficulty (a version keeps the one it was published with). */
function loaded(entry: Entry, row: PlayMapRow): LoadedPlayMap {
  return {
    stored: { ...entry.stored, map: { ...row, difficulty: entry.stored.map.difficulty } },
    versionId: entry.versionId,
    view: (lang) => (entry.views[lang] ??= viewIn(entry.stored, lang)),
    rules: () => (entry.rules ??= buildRulesMap(entry.stored)),
  };
}

/**
 * What players were last served of the map on this server, without reading anything, unless `userId` owns it (they
 * play the draft). Its row may be stale (published since, unpublished, a new version published), so a caller must
 * check in the database that the map is still playable at this `version` (services/play/run-start.ts does it in the
 * statement that stores the run; publishing moves `content_version`).
 */
export function keptPlayMap(
  db: Kysely<Database>,
  mapId: number,
  userId: number | undefined,
): { version: number; map: LoadedPlayMap } | undefined {
  const cache = caches.get(db);
  const key = cache?.served.get(mapId);
  const entry = key === undefined ? undefined : cache?.entries.get(key);
  if (!entry || (entry.stored.map.owner_id !== null && entry.stored.map.owner_id === userId)) return undefined;
  // An older version read since (a run of it stepped or ended, its analytics) carries the row of that read: if it no
  // longer names this version as the one served, the version kept is not what players get, even at the same
  // `content_version`.
  if (entry.versionId !== servedVersionId(entry.stored.map, userId)) return undefined;
  return { version: entry.version, map: loaded(entry, entry.stored.map) };
}
