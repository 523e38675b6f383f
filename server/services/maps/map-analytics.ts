import type { Kysely } from 'kysely';
import type { MapAnalyticsResponse } from '@src/contract/map-analytics';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';
import { notFound } from '../../errors';
import { setBounded } from '../../lib/bounded-map';
import { countedRunsFingerprint, type CountedRunsScope } from '../../repositories/map-analytics';
import { versionNumbers } from '../../repositories/map-versions';
import { loadPlayMap } from '../play/play-map-cache';
import { tallyVersionRuns } from './analytics-tally';
import { ownersMap } from './map-versions';

type Db = Kysely<Database>;
type Figures = Omit<MapAnalyticsResponse, 'mapId' | 'version' | 'versions'>;

/** An unfinished run with nothing done for this long is a quit (docs/creators.md, "Analytics"). */
const QUIT_AFTER_MS = 24 * 60 * 60 * 1000;

/** Versions whose figures are kept; the least recently asked goes first. Each is a few numbers per event. */
const MAX_VERSIONS = 200;

/**
 * A replay longer than this (a version with tens of thousands of runs) is not repeated at once when runs change: its
 * figures are kept for ten times as long, so the replays of a map being played all the time take a tenth of a core
 * at most, and its owner sees figures a little behind. Shorter replays are repeated whenever the runs change.
 */
const SLOW_REPLAY_MS = 1000;
const holdAfter = (tookMs: number) => (tookMs > SLOW_REPLAY_MS ? 10 * tookMs : 0);

interface Kept {
  /** The counted runs the figures are of (countedRunsFingerprint). */
  readonly fingerprint: string;
  /** Shared by simultaneous asks, so a version's runs are replayed once however many tabs ask. */
  readonly figures: Promise<Figures>;
  /** When the figures may be replaced, once the runs have changed: never while being replayed. */
  replaceableAt: number;
}

/** One memory per database handle, so two servers in one process (the tests' two dialects) never share a version id. */
const kept = new WeakMap<Kysely<Database>, Map<number, Kept>>();
const keptFor = (db: Db) => kept.get(db) ?? kept.set(db, new Map()).get(db)!;

/**
 * GET /maps/{mapId}/analytics: how one version of the owner's map plays. The figures are replayed from the runs once
 * and kept until the counted runs change (a run settled, a new quit, a quit resumed and ended), which one aggregate
 * query tells; replaying a version's runs takes about 0.1 ms a run (10 s for 100,000: npx tsx
 * scripts/bench/analytics-replay.ts), so it is never done per request.
 */
export async function mapAnalytics(
  db: Db,
  userId: number,
  mapid: number,
  number: number | undefined,
): Promise<MapAnalyticsResponse> {
  const map = await ownersMap(db, userId, mapid);
  const versions = await versionNumbers(db, mapid);
  // Players get the published version; a map unpublished since is asked about its last one; never published: none.
  const version =
    number === undefined
      ? (versions.find((v) => v.id === map.published_version_id) ?? versions[0])
      : versions.find((v) => v.number === number);
  if (!version) throw notFound('MAP_VERSION_NOT_FOUND');
  const scope: CountedRunsScope = { versionId: version.id, ownerId: userId, quitBefore: nowIso(-QUIT_AFTER_MS) };
  const figures = await versionFigures(db, mapid, scope);
  return { mapId: mapid, version: version.number, versions: versions.map((v) => v.number), ...figures };
}

async function versionFigures(db: Db, mapid: number, scope: CountedRunsScope): Promise<Figures> {
  const fingerprint = await countedRunsFingerprint(db, scope);
  const memory = keptFor(db);
  const known = memory.get(scope.versionId);
  if (known && (known.fingerprint === fingerprint || Date.now() < known.replaceableAt)) {
    setBounded(memory, scope.versionId, known, MAX_VERSIONS);
    return known.figures;
  }
  const started = Date.now();
  const figures = replayedFigures(db, mapid, scope);
  const kept: Kept = { fingerprint, figures, replaceableAt: Infinity };
  setBounded(memory, scope.versionId, kept, MAX_VERSIONS);
  figures.then(
    () => (kept.replaceableAt = Date.now() + holdAfter(Date.now() - started)),
    // A failed replay is not kept: the next ask tries again.
    () => memory.get(scope.versionId) === kept && memory.delete(scope.versionId),
  );
  return figures;
}

async function replayedFigures(db: Db, mapid: number, scope: CountedRunsScope): Promise<Figures> {
  const loaded = await loadPlayMap(db, mapid, scope.versionId);
  if (!loaded) throw notFound('MAP_VERSION_NOT_FOUND');
  const tally = await tallyVersionRuns(db, scope, loaded.rules());
  const { runs, cleared, medianTurns, endings, events } = tally.figures();
  return {
    runs,
    cleared,
    medianTurns,
    endings: {
      winsByOption: [...endings.winsByOption],
      emptyDeck: endings.emptyDeck,
      deaths: endings.deaths,
      quits: tally.quits(),
    },
    events: events.map((event) => ({
      ...event,
      options: [...event.options],
      quits: tally.quits(event.eventId),
    })),
  };
}
