import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/*
 * The quits a map's analytics count (docs/creators.md, "Analytics"): the runs of one version by anyone but its owner
 * (players and visitors) left unfinished with nothing done for a day. Its settled runs are counted once and stored
 * (repositories/analytics-tallies.ts). The partial index runs_unsettled_version (migration 0026) finds a version's
 * unsettled runs without reading its settled ones (hence `reward_claimed` compared with a literal); a run's latest
 * step comes from run_steps' primary key.
 */

export interface QuitsScope {
  readonly versionId: number;
  readonly ownerId: number;
  /** An unfinished run whose latest step (or start) is older than this is a quit. */
  readonly quitBefore: string;
}

function quitRuns(db: Db, { versionId, ownerId, quitBefore }: QuitsScope) {
  return db
    .selectFrom('runs')
    .where('runs.map_version_id', '=', versionId)
    .where((eb) => eb('runs.reward_claimed', '=', eb.lit(0)))
    .where((eb) => eb.or([eb('runs.user_id', 'is', null), eb('runs.user_id', '<>', ownerId)]))
    .where((eb) =>
      eb(
        eb.fn.coalesce(
          eb
            .selectFrom('run_steps')
            .select((s) => s.fn.max('run_steps.created_at').as('latest'))
            .whereRef('run_steps.run_id', '=', 'runs.id'),
          eb.ref('runs.created_at'),
        ),
        '<',
        quitBefore,
      ),
    );
}

/**
 * What the quits are, in one aggregate row: their number and the sum of their ids. A run gone quiet, or a quit
 * resumed or ended, changes it, so equal fingerprints mean the same quits (bar a deletion and an addition balancing
 * exactly, which an account deletion and a new quit of the same id sum cannot do together in practice).
 */
export async function quitsFingerprint(db: Db, scope: QuitsScope): Promise<string> {
  const row = await quitRuns(db, scope)
    .select((eb) => [eb.fn.countAll().as('runs'), eb.fn.sum('runs.id').as('ids')])
    .executeTakeFirstOrThrow();
  // PostgreSQL answers counts and sums as strings (bigints), SQLite as numbers: the text is the same.
  return `${Number(row.runs)}:${String(row.ids ?? 0)}`;
}

export interface CountedRun {
  readonly id: number;
  readonly characterid: number;
  readonly character_level: number;
  readonly seed: string;
  readonly reward_claimed: number;
  /** The replayed actions of a settled run; null for a quit (its actions are its stored steps). */
  readonly actions: string | null;
}

/** The next `limit` quits after id `afterId`, by id: a page, so many quits are never held at once. */
export function quitsPage(db: Db, scope: QuitsScope, afterId: number, limit: number): Promise<CountedRun[]> {
  return quitRuns(db, scope)
    .select(['runs.id', 'runs.characterid', 'runs.character_level', 'runs.seed', 'runs.reward_claimed', 'runs.actions'])
    .where('runs.id', '>', afterId)
    .orderBy('runs.id')
    .limit(limit)
    .execute();
}

/** The stored steps of several runs, each run's in order. */
export async function stepsOfRuns(db: Db, runIds: readonly number[]): Promise<Map<number, string[]>> {
  const steps = new Map<number, string[]>(runIds.map((id) => [id, []]));
  if (runIds.length === 0) return steps;
  const rows = await db
    .selectFrom('run_steps')
    .select(['run_id', 'action'])
    .where('run_id', 'in', runIds)
    .orderBy('run_id')
    .orderBy('step_index')
    .execute();
  for (const row of rows) steps.get(row.run_id)?.push(row.action);
  return steps;
}
