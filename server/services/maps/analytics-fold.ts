import type { Kysely } from 'kysely';
import type { PlayMap } from '@src/core/run';
import { RunTally } from '@src/core/simulation/tally';
import type { TallyState } from '@src/core/simulation/tally-state';
import { lockKey, transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import {
  claimPendingRuns,
  pendingRunsOf,
  pendingRunsPage,
  storedTally,
  versionMap,
  versionsWithPendingRuns,
  writeTally,
} from '../../repositories/analytics-tallies';
import { loadPlayMap } from '../play/play-map-cache';
import { charactersOf, countReplayed, REPLAY_PAGE, replayedRun, type Replayed } from './analytics-tally';

type Db = Kysely<Database>;

/*
 * A version's settled runs are replayed once and added to its stored tally (docs/creators.md, "Analytics"): settling
 * a run of a version marks it `tally_pending` (repositories/runs.ts, settleRun), and each server adds the marked runs
 * every second (plugins/analytics-tallies.ts), a page at a time: read and replayed, then one transaction clears
 * their marks (claims them) and writes the stored tally with the runs it claimed, so a failure or a crash leaves both
 * as they were. Two servers never add a run twice: a mark is cleared by one of them only, and the tally's lock (an
 * advisory lock on PostgreSQL, the one connection on SQLite) keeps one's write from overwriting the other's. Two
 * servers on the same page both replay it and one adds it: wasted work at worst, never a wrong count.
 */

/** Waiting runs a read adds itself before it answers; with more, it answers from the tally stored so far. */
export const FOLDED_BY_A_READ = 1000;

/** Versions with waiting runs a pass of the timer looks up at a time. */
const VERSIONS_READ_AT_ONCE = 100;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A stored tally (its JSON, from repositories/analytics-tallies.ts) as a tally of the version's rules; none: empty. */
export const parsedTally = (rules: PlayMap, stored: string | undefined) =>
  new RunTally(rules, stored === undefined ? undefined : (JSON.parse(stored) as TallyState));

/**
 * Adds one page of the version's waiting runs to its tally; answers how many runs it read (whether this server or
 * another added them). The runs are replayed before the transaction, which only claims them and writes the tally, so
 * SQLite's one connection is never held during replays; a run another server claimed meanwhile is left to it.
 */
async function foldPage(db: Db, version: FoldedVersion): Promise<number> {
  const { versionId, rules, ownerId, characterOf } = version;
  const page = await pendingRunsPage(db, versionId, REPLAY_PAGE);
  const replays = new Map<number, Replayed | undefined>();
  for (const run of page) {
    // The owner plays the draft, so a run of theirs on a version is rare (a test puts one there): it never counts.
    const character = run.user_id !== null && run.user_id === ownerId ? undefined : await characterOf(run.characterid);
    replays.set(run.id, character && replayedRun(rules, character, run));
  }
  await transact(db, async (trx) => {
    await lockKey(trx, 'versionTally', versionId);
    const claimed = await claimPendingRuns(trx, [...replays.keys()]);
    if (claimed.length === 0) return;
    const tally = parsedTally(rules, await storedTally(trx, versionId));
    for (const id of claimed) countReplayed(tally, replays.get(id));
    await writeTally(trx, versionId, JSON.stringify(tally.state()));
  });
  return page.length;
}

interface FoldedVersion {
  readonly versionId: number;
  readonly rules: PlayMap;
  readonly ownerId: number | null;
  readonly characterOf: ReturnType<typeof charactersOf>;
}

/**
 * Adds every waiting run of a version to its stored tally, a page at a time with a turn for other requests between
 * pages, until none is left or `stop` is aborted (the server stopping: the rest wait for the next server). Answers how
 * many runs it read.
 */
export async function foldVersion(db: Db, versionId: number, stop?: AbortSignal): Promise<number> {
  const map = await versionMap(db, versionId);
  const loaded = map && (await loadPlayMap(db, map.mapid, versionId));
  // A version deleted took its runs with it.
  if (!map || !loaded) return 0;
  const version = { versionId, rules: loaded.rules(), ownerId: map.owner_id, characterOf: charactersOf(db) };
  for (let read = 0; ; ) {
    const runs = await foldPage(db, version);
    read += runs;
    if (runs < REPLAY_PAGE || stop?.aborted) return read;
    await nextTurn();
  }
}

/**
 * The timer's pass: every version's waiting runs, in version order, a hundred versions read at a time, so every
 * version gets its turn however busy the first ones are. Answers how many runs it read.
 */
export async function foldPendingRuns(db: Db, stop?: AbortSignal): Promise<number> {
  let read = 0;
  for (let afterId = 0; !stop?.aborted; ) {
    const versions = await versionsWithPendingRuns(db, afterId, VERSIONS_READ_AT_ONCE);
    if (versions.length === 0) break;
    for (const versionId of versions) if (!stop?.aborted) read += await foldVersion(db, versionId, stop);
    afterId = versions[versions.length - 1];
  }
  return read;
}

/**
 * What a read does first: it adds its version's waiting runs itself when they are few (the runs settled in the last
 * second, which the timer has not added yet), so its owner sees a run they just watched end. Many (a version's runs
 * just migrated, a server that was down) are left to the timers, and the read answers from the tally stored so far.
 */
export async function foldBeforeRead(db: Db, versionId: number): Promise<void> {
  const waiting = await pendingRunsOf(db, versionId, FOLDED_BY_A_READ + 1);
  if (waiting > 0 && waiting <= FOLDED_BY_A_READ) await foldVersion(db, versionId);
}
