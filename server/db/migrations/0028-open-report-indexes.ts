/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 30, the moderation queue's page at a cost that does not grow with a target's reports (docs/moderation.md,
 * "Queue and decisions"). Two partial indexes of open reports replace `reports_open_by_target` (target only):
 * - `reports_open_by_age` (target, time): a target's oldest open reports, the ones whose texts the queue shows, are the
 *   first entries of its range; and the tally's closing trigger (migration 0027) finds the oldest report still open
 *   at the start of that range instead of reading every open report of the target, once per report a decision closes.
 *   Closing reports by target uses its prefix.
 * - `reports_open_reasons` (target, reason, time): the count of each reason and when it was first given, read from
 *   the index alone (SQLite reads the table for a column the index's condition names unless the index holds it too:
 *   hence `closed_at`, null in every entry).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('reports_open_by_age')
    .on('reports')
    .columns(['target_kind', 'target_id', 'created_at'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('reports_open_reasons')
    .on('reports')
    .columns(['target_kind', 'target_id', 'reason', 'created_at', 'closed_at'])
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema.dropIndex('reports_open_by_target').execute();
}
