import type { Kysely } from 'kysely';
import { mapAnalyticsResponse, type MapAnalyticsResponse } from '@src/contract/map-analytics';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';
import { notFound } from '../../errors';
import { setBounded } from '../../lib/bounded-map';
import { jsonBytes, SharedJson, type JoinedJson } from '../../lib/json-bytes';
import { countedRunsFingerprint, type CountedRunsScope } from '../../repositories/map-analytics';
import { versionNumbers } from '../../repositories/map-versions';
import { loadPlayMap } from '../play/play-map-cache';
import { tallyVersionRuns } from './analytics-tally';
import { ownersMap } from './map-versions';

type Db = Kysely<Database>;
type Figures = Omit<MapAnalyticsResponse, 'mapId' | 'version' | 'versions'>;
const figuresPart = mapAnalyticsResponse.omit({ mapId: true, version: true, versions: true });

/** An unfinished run with nothing done for this long is a quit (docs/creators.md, "Analytics"). */
const QUIT_AFTER_MS = 24 * 60 * 60 * 1000;

/** Versions whose figures are kept; the least recently asked goes first. Each is a few numbers per event. */
const MAX_VERSIONS = 200;

/**
 * A version with this many counted runs is not looked at again for a while once its figures are made: telling whether
 * its runs changed reads all of them (about 0.1 s for 100,000 on SQLite), and replaying them takes tens of seconds
 * (docs/creators.md, "Analytics"). Its figures are kept for a minute, or ten times as long as their replay took, so
 * its owner's asks are answered from memory and a map played all the time costs a tenth of a core at most. Smaller
 * versions are looked at on every ask and replayed whenever their runs changed.
 */
const MANY_RUNS = 10_000;
const quietFor = (runs: number, replayMs: number) => (runs < MANY_RUNS ? 0 : Math.max(60_000, 10 * replayMs));

interface Kept {
  /** The counted runs the figures are of (countedRunsFingerprint). */
  readonly fingerprint: string;
  /**
   * Shared by simultaneous asks, so a version's runs are replayed once however many tabs ask; checked against the
   * contract and serialised once, as the answers that repeat them only add the map and version numbers.
   */
  readonly figures: Promise<SharedJson>;
  /** Until when the figures are answered without looking at the runs: for ever while they are being replayed. */
  quietUntil: number;
  /** How long they are answered so after each look that finds the runs unchanged (quietFor). */
  quietMs: number;
}

/** One memory per database handle, so two servers in one process (the tests' two dialects) never share a version id. */
const kept = new WeakMap<Kysely<Database>, Map<number, Kept>>();
const memoryOf = (db: Db) => kept.get(db) ?? kept.set(db, new Map()).get(db)!;

/**
 * GET /maps/{mapId}/analytics: how one version of the owner's map plays. The figures are replayed from the runs once
 * and kept until the counted runs change (a run settled, a new quit, a quit resumed and ended), which one aggregate
 * query tells; replaying a version's runs takes about 0.1 ms a run of 14 choices (npx tsx
 * scripts/bench/analytics-replay.ts), tens of seconds for 100,000, so it is never done per request.
 */
export async function mapAnalytics(
  db: Db,
  userId: number,
  mapid: number,
  number: number | undefined,
): Promise<{ answer: JoinedJson; steady: boolean }> {
  const map = await ownersMap(db, userId, mapid);
  const versions = await versionNumbers(db, mapid);
  // Players get the published version; a map unpublished since is asked about its last one; never published: none.
  const version =
    number === undefined
      ? (versions.find((v) => v.id === map.published_version_id) ?? versions[0])
      : versions.find((v) => v.number === number);
  if (!version) throw notFound('MAP_VERSION_NOT_FOUND');
  const scope: CountedRunsScope = { versionId: version.id, ownerId: userId, quitBefore: nowIso(-QUIT_AFTER_MS) };
  const fields = { mapId: mapid, version: version.number, versions: versions.map((v) => v.number) };
  const kept = await versionFigures(db, mapid, scope);
  return { answer: { fields, shared: await kept.figures }, steady: Date.now() < kept.quietUntil };
}

async function versionFigures(db: Db, mapid: number, scope: CountedRunsScope): Promise<Kept> {
  const memory = memoryOf(db);
  const known = memory.get(scope.versionId);
  const keep = (entry: Kept) => setBounded(memory, scope.versionId, entry, MAX_VERSIONS);
  if (known && Date.now() < known.quietUntil) {
    keep(known);
    return known;
  }
  const fingerprint = await countedRunsFingerprint(db, scope);
  if (known?.fingerprint === fingerprint) {
    known.quietUntil = Date.now() + known.quietMs;
    keep(known);
    return known;
  }
  const started = Date.now();
  let runs = 0;
  const figures = replayedFigures(db, mapid, scope).then((replayed) => {
    runs = replayed.runs;
    return new SharedJson(jsonBytes(figuresPart.parse(replayed)));
  });
  const entry: Kept = { fingerprint, figures, quietUntil: Infinity, quietMs: 0 };
  keep(entry);
  figures.then(
    () => {
      entry.quietMs = quietFor(runs, Date.now() - started);
      entry.quietUntil = Date.now() + entry.quietMs;
    },
    // A failed replay is not kept: the next ask tries again.
    () => memory.get(scope.versionId) === entry && memory.delete(scope.versionId),
  );
  return entry;
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
