import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ReportReason, ReportTarget } from '@src/core/moderation';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres } from '../../db/dialect';
import { fromJsonColumn, jsonList } from '../../db/json-list';
import type { Database } from '../../db/schema';
import type { ReportsTable } from '../../db/schema-moderation';
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
const openTargetsQuery = (db: Db) =>
  db
    .selectFrom('report_targets as t')
    .select(['t.target_kind', 't.target_id', 't.open_reports as reports', 't.first_open_at as first_reported_at'])
    .where('t.open_reports', '>', 0)
    .orderBy('t.open_reports', 'desc')
    .orderBy('t.first_open_at', 'asc')
    .orderBy('t.target_kind')
    .orderBy('t.target_id');

export async function openTargets(db: Db, limit: number): Promise<OpenTarget[]> {
  return openTargetsQuery(db).limit(limit).execute();
}

/** A target of the queue's page with what its open reports say. */
export interface QueuedTarget extends OpenTarget {
  /** The reasons given, the most given first (then the earliest given). */
  reasons: ReportReason[];
  /** The texts of the oldest open reports, oldest first. */
  texts: string[];
}

/**
 * The queue's page in one statement: the targets (`openTargets`), and for each its reasons, counted from the partial
 * index `reports_open_reasons` alone, and the texts of its `textsPerTarget` oldest open reports, the start of its
 * range of `reports_open_by_age` (migration 0028), each as a JSON list. A page then costs the same however many reports
 * a target has, and 20 rows cross instead of a row per report (400 on the bench's page: 0.9 ms of rows made into
 * objects, against 0.25 ms for the whole statement).
 */
const selectQueuePage = compiledOnce((db, limit: number, textsPerTarget: number) => {
  const postgres = isPostgres(db);
  const openOfTarget = (eb: ExpressionBuilder<Database, 'reports'>) =>
    eb.and([
      eb('reports.closed_at', 'is', null),
      // The page's target (`t`, the outer query's row).
      eb('reports.target_kind', '=', sql.ref<ReportTarget>('t.target_kind')),
      eb('reports.target_id', '=', sql.ref<number>('t.target_id')),
    ]);
  return openTargetsQuery(db)
    .select((eb) => [
      eb
        .selectFrom((from) =>
          from
            .selectFrom('reports')
            .select((given) => ['reason', given.fn.countAll().as('given'), given.fn.min('created_at').as('first')])
            .where(openOfTarget)
            .groupBy('reason')
            .as('g'),
        )
        .select(jsonList(postgres, sql.ref('g.reason'), sql`g.given desc, g.first`).as('list'))
        .as('reasons'),
      eb
        .selectFrom((from) =>
          from
            .selectFrom('reports')
            .select(['text', 'created_at', 'id'])
            .where(openOfTarget)
            .orderBy('created_at')
            .orderBy('id')
            .limit(textsPerTarget)
            .as('o'),
        )
        .select(jsonList(postgres, sql.ref('o.text'), sql`o.created_at, o.id`).as('list'))
        .as('texts'),
    ])
    .limit(limit);
});

export async function queuePage(db: Db, limit: number, textsPerTarget: number): Promise<QueuedTarget[]> {
  const { rows } = await selectQueuePage(db, limit, textsPerTarget);
  return rows.map(({ reasons, texts, ...target }) => ({
    ...target,
    reasons: fromJsonColumn<ReportReason[]>(reasons),
    texts: fromJsonColumn<string[]>(texts),
  }));
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
