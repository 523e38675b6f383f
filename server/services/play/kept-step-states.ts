import type { Kysely } from 'kysely';
import type { PlayMap, RunState } from '@src/core/run';
import type { Database } from '../../db/schema';
import { setBounded } from '../../lib/bounded-map';

/**
 * The state a run's stored steps lead to, kept between two of its steps so that POST /play/step applies only the new
 * action instead of reading every stored step and replaying the run from its seed (quadratic in the run's length).
 * Stored steps never change (a step is only ever added, under the primary key), so a kept state stays true for as
 * long as the map's rules are the same object (loadPlayMap builds new rules for a new content version, and each
 * published version of a map has rules of its own, loaded for the run's version only, so versions never mix). Another
 * device or instance adding steps moves the stored count past the kept one: the next step's index then differs, and
 * the caller reads the steps again.
 */
interface KeptState {
  readonly count: number;
  readonly rules: PlayMap;
  readonly state: RunState;
}

/** Runs being played at once on one server, at most; the least recently stepped goes first. */
const MAX_RUNS = 5000;

/** One memory per database handle, so two servers in one process (the tests' two dialects) never share a run id. */
const kept = new WeakMap<Kysely<Database>, Map<number, KeptState>>();

const keptFor = (db: Kysely<Database>) => kept.get(db) ?? kept.set(db, new Map()).get(db)!;

/** The state after the first `count` stored steps of the run, if kept for these rules. */
export function keptStepState(db: Kysely<Database>, runId: number, count: number, rules: PlayMap): RunState | null {
  const entry = keptFor(db).get(runId);
  return entry && entry.count === count && entry.rules === rules ? entry.state : null;
}

export function keepStepState(db: Kysely<Database>, runId: number, count: number, rules: PlayMap, state: RunState) {
  if (state.status === 'playing') setBounded(keptFor(db), runId, { count, rules, state }, MAX_RUNS);
  else keptFor(db).delete(runId);
}
