/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers';

/**
 * Issue 30, the moderation queue within its budget (docs/moderation.md, "Queue and decisions"). `report_targets` is
 * the tally of each reported target's open reports: how many, and when the oldest still open was made. The queue's
 * page is then a range of `report_targets_queue` (20 index rows) instead of a GROUP BY of every open report.
 *
 * Triggers on `reports` keep it, in the statement that changes the report, whatever changes it: POST /reports, a
 * decision closing reports, or the ON DELETE CASCADE of a deleted reporter's or owner's account (as the likes trigger
 * of migration 0003 keeps maps.likes). Opening adds one with an upsert; closing or deleting an open report takes one
 * off and reads the oldest report still open again. A row at 0 stays (out of the partial index); the next report
 * opened starts its `first_open_at` afresh.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('report_targets')
    .addColumn('target_kind', 'text', (col) => col.notNull())
    .addColumn('target_id', 'integer', (col) => col.notNull())
    .addColumn('open_reports', 'integer', (col) => col.notNull().check(sql`open_reports >= 0`))
    .addColumn('first_open_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('report_targets_pk', ['target_kind', 'target_id'])
    .execute();
  // The queue's order, and the key to break its ties the same way on every call; the page reads only these columns.
  await db.schema
    .createIndex('report_targets_queue')
    .on('report_targets')
    .columns(['open_reports desc', 'first_open_at', 'target_kind', 'target_id'])
    .where(sql.ref('open_reports'), '>', 0)
    .execute();
  // A server still running the code before writes no report between the backfill and the triggers (PostgreSQL: the
  // migration is one transaction; SQLite has one writer).
  if (dialect === 'postgres') await sql`lock table reports in share row exclusive mode`.execute(db);
  await sql`insert into report_targets (target_kind, target_id, open_reports, first_open_at)
    select target_kind, target_id, count(*), min(created_at) from reports where closed_at is null
    group by target_kind, target_id`.execute(db);
  await (dialect === 'postgres' ? keepTallyPostgres(db) : keepTallySqlite(db));
}

/** Where a report's target's row is: `row` is `new` or `old`. */
const sameTarget = (row: 'new' | 'old') =>
  `report_targets.target_kind = ${row}.target_kind and report_targets.target_id = ${row}.target_id`;

/** One more open report of `new`'s target; after 0, its time starts the row again (`least` is SQLite's `min`). */
const opened = (least: 'least' | 'min') => `
  insert into report_targets (target_kind, target_id, open_reports, first_open_at)
  values (new.target_kind, new.target_id, 1, new.created_at)
  on conflict (target_kind, target_id) do update set
    open_reports = report_targets.open_reports + 1,
    first_open_at = case when report_targets.open_reports = 0 then excluded.first_open_at
      else ${least}(report_targets.first_open_at, excluded.first_open_at) end`;

/** One open report fewer of `old`'s target; the oldest still open is read again (kept as it was when none is). */
const closed = `
  update report_targets set
    open_reports = open_reports - 1,
    first_open_at = coalesce((select min(created_at) from reports
      where reports.target_kind = old.target_kind and reports.target_id = old.target_id and reports.closed_at is null),
      first_open_at)
  where ${sameTarget('old')}`;

async function keepTallyPostgres(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create function report_opened() returns trigger language plpgsql as $$
      begin ${opened('least')}; return null; end $$`,
    )
    .execute(db);
  // The row is locked before the oldest open report is read: a report of the target opened by a transaction that
  // still held the row is then committed, and the read (a statement of its own, with its own snapshot) sees it.
  await sql
    .raw(
      `create function report_closed() returns trigger language plpgsql as $$
      begin
        perform 1 from report_targets where ${sameTarget('old')} for update;
        ${closed};
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger reports_opened after insert on reports
    for each row when (new.closed_at is null) execute function report_opened()`.execute(db);
  await sql`create trigger reports_reopened after update of closed_at on reports
    for each row when (old.closed_at is not null and new.closed_at is null) execute function report_opened()`.execute(
    db,
  );
  await sql`create trigger reports_closed after update of closed_at on reports
    for each row when (old.closed_at is null and new.closed_at is not null) execute function report_closed()`.execute(
    db,
  );
  await sql`create trigger reports_deleted after delete on reports
    for each row when (old.closed_at is null) execute function report_closed()`.execute(db);
}

/** SQLite runs one writer at a time: its triggers need no lock. */
async function keepTallySqlite(db: Kysely<any>): Promise<void> {
  const triggers = [
    ['reports_opened', 'after insert', 'new.closed_at is null', opened('min')],
    [
      'reports_reopened',
      'after update of closed_at',
      'old.closed_at is not null and new.closed_at is null',
      opened('min'),
    ],
    ['reports_closed', 'after update of closed_at', 'old.closed_at is null and new.closed_at is not null', closed],
    ['reports_deleted', 'after delete', 'old.closed_at is null', closed],
  ];
  for (const [name, event, when, body] of triggers) {
    await sql
      .raw(`create trigger ${name} ${event} on reports for each row when ${when} begin ${body}; end`)
      .execute(db);
  }
}
