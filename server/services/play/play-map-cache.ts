import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Lang } from '../../messages';
import { findPlayMapContent, findPlayMapRow, type PlayMapRow, type StoredPlayMap } from '../../repositories/play-map';
import { playMapView, type PlayMapView } from '@src/contract/play';
import type { PlayMap } from '@src/core/run';
import { buildPlayMapView, buildRulesMap } from './play-map-view';
import { setBounded } from '../../lib/bounded-map';
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
 * same in every language (each built once per version).
 */
export interface LoadedPlayMap {
  readonly stored: StoredPlayMap;
  view(lang: Lang): PlayMapViewIn;
  rules(): PlayMap;
}

interface Entry {
  readonly version: number;
  readonly stored: StoredPlayMap;
  readonly views: Partial<Record<Lang, PlayMapViewIn>>;
  rules?: PlayMap;
}

function viewIn(stored: StoredPlayMap, lang: Lang): PlayMapViewIn {
  const view = buildPlayMapView(stored, lang);
  return { view, json: new SharedJson(jsonBytes(playMapView.parse(view))) };
}

/** Maps kept; the least recently loaded goes first. A few islands and the creators' favourites are most runs. */
const MAX_MAPS = 200;

/** One cache per database handle, so two servers in one process (the tests' two dialects) never share a map id. */
const caches = new WeakMap<Kysely<Database>, Map<number, Entry>>();

/**
 * The map a run starts or ends, reading its content (three queries, and the reshaping into the play view) only when
 * its `content_version` changed since the last run (issue 15: every run re-read and re-shaped the same map). The row
 * is read every time: it says who may play the map and which version is current. Writers raise the version after
 * their change (repositories/maps.ts), and the row is read before the content, so a version is never paired with
 * content older than it; on PostgreSQL, where several servers share the database, each keeps its own cache and
 * follows the same version.
 */
export async function loadPlayMap(db: Kysely<Database>, mapId: number): Promise<LoadedPlayMap | undefined> {
  const row = await findPlayMapRow(db, mapId);
  if (!row) return undefined;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let entry = cache.get(mapId);
  if (entry?.version !== row.content_version) {
    entry = { version: row.content_version, stored: await findPlayMapContent(db, row), views: {} };
  }
  setBounded(cache, mapId, entry, MAX_MAPS);
  return loaded(entry, row);
}

function loaded(entry: Entry, row: PlayMapRow): LoadedPlayMap {
  return {
    stored: { ...entry.stored, map: row },
    view: (lang) => (entry.views[lang] ??= viewIn(entry.stored, lang)),
    rules: () => (entry.rules ??= buildRulesMap(entry.stored)),
  };
}

/**
 * The map as the last run of it on this server read it, without reading anything: its row may be stale (published
 * since, unpublished), so a caller must check in the database that the map is still playable at this `version`
 * (services/play/run-start.ts does it in the statement that stores the run).
 */
export function keptPlayMap(db: Kysely<Database>, mapId: number): { version: number; map: LoadedPlayMap } | undefined {
  const entry = caches.get(db)?.get(mapId);
  return entry && { version: entry.version, map: loaded(entry, entry.stored.map) };
}
