import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** A stored action, as its JSON (the service parses it with the wire's schema). */
export interface StoredStep {
  readonly step_index: number;
  readonly action: string;
}

const selectRunSteps = compiledOnce((db, runId: number) =>
  db.selectFrom('run_steps').select(['step_index', 'action']).where('run_id', '=', runId).orderBy('step_index'),
);

/** The run's actions in the order they were made. */
export async function findRunSteps(db: Db, runId: number): Promise<StoredStep[]> {
  return (await selectRunSteps(db, runId)).rows;
}

/**
 * Stores the action at `index` unless one is there already: the primary key (run, index) decides, so of two devices
 * sending the same index at once exactly one gets true, on SQLite and PostgreSQL alike, with nothing read first.
 */
export async function appendRunStep(db: Db, runId: number, index: number, action: string): Promise<boolean> {
  const inserted = await db
    .insertInto('run_steps')
    .values({ run_id: runId, step_index: index, action, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['run_id', 'step_index']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export interface UnfinishedRunRow {
  readonly game_hash: string;
  readonly mapid: number;
  readonly name: string;
  readonly created_at: string;
  readonly steps: number;
}

const selectUnfinishedRuns = compiledOnce((db, userId: number, since: string, limit: number) =>
  db
    .selectFrom('runs')
    .innerJoin('maps', 'maps.mapid', 'runs.mapid')
    .select((eb) => [
      'runs.game_hash',
      'runs.mapid',
      'maps.name',
      'runs.created_at',
      eb
        .selectFrom('run_steps')
        .select((count) => count.fn.countAll<number>().as('n'))
        .whereRef('run_steps.run_id', '=', 'runs.id')
        .as('steps'),
    ])
    .where('runs.user_id', '=', userId)
    // Only maps still served to the player (services/play/playable-map.ts, servedTo): not one hidden or unpublished since.
    .where((eb) =>
      eb.or([eb('maps.owner_id', 'is', null), eb('maps.published', '=', 1), eb('maps.owner_id', '=', userId)]),
    )
    .where('runs.reward_claimed', '=', 0)
    .where('runs.created_at', '>=', since)
    .orderBy('runs.created_at', 'desc')
    .orderBy('runs.id', 'desc')
    .limit(limit),
);

/** The player's runs not settled yet, started at `since` or later, newest first (the partial index runs_unfinished). */
export async function findUnfinishedRuns(
  db: Db,
  userId: number,
  since: string,
  limit: number,
): Promise<UnfinishedRunRow[]> {
  const { rows } = await selectUnfinishedRuns(db, userId, since, limit);
  // PostgreSQL answers a count as a string (a bigint).
  return rows.map((row) => ({ ...row, steps: Number(row.steps ?? 0) }));
}
