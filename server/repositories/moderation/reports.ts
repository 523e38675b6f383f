import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ReportReason, ReportTarget } from '@src/core/moderation';
import { compiledOnce, compiledPerLength } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import type { ReportsTable } from '../../db/schema-moderation';
import { targetKey, type TargetRef } from './targets';
import type { Insertable } from 'kysely';

type Db = Kysely<Database>;

/**
 * Stores a report; the partial unique index `reports_one_open` refuses a second open one of a reporter and target.
 * The target's tally (`report_targets`) counts it in the same statement, by trigger (migration 0027).
 */
export async function insertReport(db: Db, report: Insertable<ReportsTable>): Promise<number> {
  const row = await db.insertInto('reports').values(report).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One reported target of the queue: its open reports' count and the oldest one's time. */
export interface OpenTarget {
  target_kind: ReportTarget;
  target_id: number;
  reports: number;
  first_reported_at: string;
}

/**
 * Targets with open reports, the most reported first, then the longest waiting (then by kind and id, the same way on
 * every call). A range of the tally's partial index `report_targets_queue` (migration 0027): `limit` rows read,
 * however many reports are open.
 */
export async function openTargets(db: Db, limit: number): Promise<OpenTarget[]> {
  return db
    .selectFrom('report_targets')
    .select(['target_kind', 'target_id', 'open_reports as reports', 'first_open_at as first_reported_at'])
    .where('open_reports', '>', 0)
    .orderBy('open_reports', 'desc')
    .orderBy('first_open_at', 'asc')
    .orderBy('target_kind')
    .orderBy('target_id')
    .limit(limit)
    .execute();
}

/** ISO times compared as text, as the indexes order them. */
const byAge = (a: string, b: string) => (a === b ? 0 : a < b ? -1 : 1);

/** A queue page's targets as the values of a compiled query: kind and id of each, in turn. */
const pairsOf = (targets: readonly TargetRef[]) => targets.flatMap(({ kind, id }) => [kind, id]);

/** The `index`th target of `pairs` (as `pairsOf` lays them out) is the report's. */
const ofTarget = (eb: ExpressionBuilder<Database, 'reports'>, pairs: readonly (string | number)[], index: number) =>
  eb.and([
    eb('target_kind', '=', pairs[2 * index] as ReportTarget),
    eb('target_id', '=', pairs[2 * index + 1] as number),
  ]);

/**
 * The report's target is one of `pairs`: a row value among a list, which both databases answer from the index's
 * ranges (an OR of the pairs made SQLite scan the whole index). The id is cast: PostgreSQL takes a list's values
 * for text otherwise.
 */
const ofTargets = (pairs: readonly (string | number)[]) =>
  sql<boolean>`(target_kind, target_id) in (values ${sql.join(
    Array.from(
      { length: pairs.length / 2 },
      (_, index) => sql`(${pairs[2 * index]}, cast(${pairs[2 * index + 1]} as integer))`,
    ),
  )})`;

/** Per page length (compiled once each: a page's SQL names each of its targets). */
const reasonsQuery = compiledPerLength(() =>
  compiledOnce((db, ...pairs: (string | number)[]) =>
    db
      .selectFrom('reports')
      .select((eb) => [
        'target_kind',
        'target_id',
        'reason',
        eb.fn.countAll().as('given'),
        eb.fn.min('created_at').as('first'),
      ])
      .where('closed_at', 'is', null)
      .where(ofTargets(pairs))
      .groupBy(['target_kind', 'target_id', 'reason']),
  ),
);

/**
 * Each target's reasons given by its open reports, the most given first (then the earliest given): a GROUP BY on the
 * partial index `reports_open_reasons` (migration 0028) alone, one statement per page.
 */
export async function openReasons(db: Db, targets: readonly TargetRef[]): Promise<Map<string, ReportReason[]>> {
  const byTarget = new Map<string, ReportReason[]>();
  if (targets.length === 0) return byTarget;
  const { rows } = await reasonsQuery(targets.length)(db, ...pairsOf(targets));
  // PostgreSQL counts in bigint, answered as a string.
  rows.sort((a, b) => Number(b.given) - Number(a.given) || byAge(a.first, b.first));
  for (const row of rows) {
    const key = targetKey(row.target_kind, row.target_id);
    byTarget.set(key, [...(byTarget.get(key) ?? []), row.reason]);
  }
  return byTarget;
}

/** Per page length and texts per target; each target's part is the start of its range of `reports_open_by_age`. */
const textsQuery = compiledPerLength((targets) =>
  compiledOnce((db, perTarget: number, ...pairs: (string | number)[]) => {
    const [first, ...rest] = Array.from({ length: targets }, (_, index) =>
      db
        .selectFrom((sub) =>
          sub
            .selectFrom('reports')
            .select(['target_kind', 'target_id', 'text', 'created_at', 'id'])
            .where('closed_at', 'is', null)
            .where((eb) => ofTarget(eb, pairs, index))
            .orderBy('created_at')
            .orderBy('id')
            .limit(perTarget)
            .as(`target${index}`),
        )
        .selectAll(),
    );
    return rest.reduce((all, part) => all.unionAll(part), first);
  }),
);

/**
 * The texts of each target's `perTarget` oldest open reports: a target may have thousands, and the page shows a few
 * and the count. One statement per page.
 */
export async function oldestOpenTexts(
  db: Db,
  targets: readonly TargetRef[],
  perTarget: number,
): Promise<Map<string, string[]>> {
  const byTarget = new Map<string, string[]>();
  if (targets.length === 0) return byTarget;
  const { rows } = await textsQuery(targets.length)(db, perTarget, ...pairsOf(targets));
  // Each part comes in its index's order, the parts in any order: the page shows them by age.
  rows.sort((a, b) => byAge(a.created_at, b.created_at) || a.id - b.id);
  for (const row of rows) {
    const key = targetKey(row.target_kind, row.target_id);
    byTarget.set(key, [...(byTarget.get(key) ?? []), row.text]);
  }
  return byTarget;
}

/** Closes a target's open reports with the decision (their tally goes to 0 by trigger); answers their reporters. */
export async function closeReports(db: Db, kind: ReportTarget, id: number, decisionId: number, at: string) {
  const rows = await db
    .updateTable('reports')
    .set({ closed_at: at, decision_id: decisionId })
    .where('target_kind', '=', kind)
    .where('target_id', '=', id)
    .where('closed_at', 'is', null)
    .returning('reporter_id')
    .execute();
  return rows.map((row) => row.reporter_id);
}
