import type { Kysely } from 'kysely';
import type { PlayMap } from '@src/core/run';
import type { RunTally } from '@src/core/simulation/tally';
import { mapAnalyticsResponse, type MapAnalyticsResponse } from '@src/contract/map-analytics';
import type { Database } from '../../db/schema';
import { nowIso } from '../../db/dialect';
import { notFound } from '../../errors';
import { setBounded } from '../../lib/bounded-map';
import { jsonBytes, SharedJson, type JoinedJson } from '../../lib/json-bytes';
import { storedTally } from '../../repositories/analytics-tallies';
import { quitsFingerprint, type QuitsScope } from '../../repositories/map-analytics';
import { versionNumbers } from '../../repositories/map-versions';
import { loadPlayMap } from '../play/play-map-cache';
import { foldBeforeRead, parsedTally } from './analytics-fold';
import { tallyQuits } from './analytics-tally';
import { ownersMap } from './map-versions';

type Db = Kysely<Database>;
type Figures = Omit<MapAnalyticsResponse, 'mapId' | 'version' | 'versions'>;
const figuresPart = mapAnalyticsResponse.omit({ mapId: true, version: true, versions: true });

/** An unfinished run with nothing done for this long is a quit (docs/creators.md, "Analytics"). */
const QUIT_AFTER_MS = 24 * 60 * 60 * 1000;

/** Versions whose quits are kept; the least recently asked goes first. Each is a few numbers per event. */
const MAX_VERSIONS = 200;

/**
 * A version with this many quits is not looked at again for a while once they are replayed (replaying them takes
 * seconds: docs/creators.md, "Analytics"): they are kept for a minute, or ten times as long as their replay took, so
 * a map many leave costs a tenth of a core at most. Fewer are looked at on every ask and replayed when they changed.
 */
const MANY_QUITS = 10_000;
const quietFor = (quits: number, replayMs: number) => (quits < MANY_QUITS ? 0 : Math.max(60_000, 10 * replayMs));

/**
 * A version with this many runs is much played: its owner's answers are kept a minute by the route
 * (routes/maps/analytics.ts), as its figures move by a fraction at most meanwhile, and a read costs five queries.
 */
const MANY_RUNS = 10_000;

interface Quits {
  /** The version's rules: a version's content never changes, so they are kept with its quits. */
  readonly rules: PlayMap;
  readonly tally: RunTally;
}

interface Kept {
  /** The quits the tally is of (quitsFingerprint). */
  readonly fingerprint: string;
  /** Shared by simultaneous asks, so a version's quits are replayed once however many tabs ask. */
  readonly quits: Promise<Quits>;
  /** Until when the quits are taken without looking at the runs: for ever while they are being replayed. */
  quietUntil: number;
  /** How long they are taken so after each look that finds them unchanged (quietFor). */
  quietMs: number;
  /** The last answer, checked against the contract and serialised once, and the stored tally it was made from. */
  answered?: { readonly stored: string | undefined; readonly figures: SharedJson; readonly steady: boolean };
}

/** One memory per database handle, so two servers in one process (the tests' two dialects) never share a version id. */
const kept = new WeakMap<Kysely<Database>, Map<number, Kept>>();
const memoryOf = (db: Db) => kept.get(db) ?? kept.set(db, new Map()).get(db)!;

/**
 * GET /maps/{mapId}/analytics: how one version of the owner's map plays. Its settled runs are read as the one row
 * of their stored tally (analytics-fold.ts), after adding the few settled since the servers last did; its quits are
 * replayed and kept until they change, which one aggregate query on the version's unsettled runs tells. Replaying a
 * run takes about 0.1 ms of 14 choices (npx tsx scripts/bench/analytics-replay.ts), so nothing replays a version's
 * runs per request.
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
  const scope: QuitsScope = { versionId: version.id, ownerId: userId, quitBefore: nowIso(-QUIT_AFTER_MS) };
  const fields = { mapId: mapid, version: version.number, versions: versions.map((v) => v.number) };
  await foldBeforeRead(db, version.id);
  const entry = await versionQuits(db, mapid, scope);
  const [quits, stored] = await Promise.all([entry.quits, storedTally(db, version.id)]);
  if (!entry.answered || entry.answered.stored !== stored) {
    const tally = parsedTally(quits.rules, stored).add(quits.tally);
    const figures = figuresOf(tally);
    entry.answered = {
      stored,
      figures: new SharedJson(jsonBytes(figuresPart.parse(figures))),
      steady: figures.runs >= MANY_RUNS,
    };
  }
  return { answer: { fields, shared: entry.answered.figures }, steady: entry.answered.steady };
}

async function versionQuits(db: Db, mapid: number, scope: QuitsScope): Promise<Kept> {
  const memory = memoryOf(db);
  const known = memory.get(scope.versionId);
  const keep = (entry: Kept) => setBounded(memory, scope.versionId, entry, MAX_VERSIONS);
  if (known && Date.now() < known.quietUntil) {
    keep(known);
    return known;
  }
  const fingerprint = await quitsFingerprint(db, scope);
  if (known?.fingerprint === fingerprint) {
    known.quietUntil = Date.now() + known.quietMs;
    keep(known);
    return known;
  }
  const started = Date.now();
  const quits = replayedQuits(db, mapid, scope);
  const entry: Kept = { fingerprint, quits, quietUntil: Infinity, quietMs: 0 };
  keep(entry);
  quits.then(
    ({ tally }) => {
      entry.quietMs = quietFor(tally.quits(), Date.now() - started);
      entry.quietUntil = Date.now() + entry.quietMs;
    },
    // A failed replay is not kept: the next ask tries again.
    () => memory.get(scope.versionId) === entry && memory.delete(scope.versionId),
  );
  return entry;
}

async function replayedQuits(db: Db, mapid: number, scope: QuitsScope): Promise<Quits> {
  const loaded = await loadPlayMap(db, mapid, scope.versionId);
  if (!loaded) throw notFound('MAP_VERSION_NOT_FOUND');
  const rules = loaded.rules();
  return { rules, tally: await tallyQuits(db, scope, rules) };
}

function figuresOf(tally: RunTally): Figures {
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
