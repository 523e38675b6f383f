import type { Kysely } from 'kysely';
import type { ReportReason, ReportTarget } from '@src/core/moderation';
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

/** The open reports of the given targets, oldest first: what the queue shows of them (one statement per page). */
export async function openReportsOf(db: Db, targets: readonly { kind: ReportTarget; id: number }[]) {
  if (targets.length === 0) return [];
  const wanted = new Set(targets.map(({ kind, id }) => `${kind}:${id}`));
  const rows = await db
    .selectFrom('reports')
    .select(['target_kind', 'target_id', 'reason', 'text', 'reporter_id'])
    .where('closed_at', 'is', null)
    .where('target_kind', 'in', [...new Set(targets.map(({ kind }) => kind))])
    .where('target_id', 'in', [...new Set(targets.map(({ id }) => id))])
    .orderBy('id')
    .execute();
  // Kinds and ids are asked for apart: a pair not on the page (a map and a user sharing an id) is left out here.
  return rows.filter((row) => wanted.has(`${row.target_kind}:${row.target_id}`)) as {
    target_kind: ReportTarget;
    target_id: number;
    reason: ReportReason;
    text: string;
    reporter_id: number;
  }[];
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
