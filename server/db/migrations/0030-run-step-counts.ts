/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers';

/**
 * Issue 30, the unfinished runs within their budget. `runs.steps` is how many steps the run has stored, kept by a
 * trigger on `run_steps` in the statement that stores the step: the list reads one column instead of counting each
 * run's steps (a count per run grew with the steps played). Only an insert that takes its index fires it, so of two
 * devices sending the same index at once (the primary key decides, migration 0020) one counts; two steps of a run
 * counted at once queue on the run's row. Steps leave only with their run (ON DELETE CASCADE), so nothing counts down.
 *
 * runs_unfinished gains the run's id after its time: the list's order (newest first, then the highest id) is then the
 * index's, so PostgreSQL reads the page's 20 runs instead of sorting all of the player's (SQLite's index already ended
 * with the rowid).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('runs')
    .addColumn('steps', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`steps >= 0`),
    )
    .execute();
  // A server still running the code before stores no step between the backfill and the trigger (PostgreSQL: the
  // migration is one transaction; SQLite has one writer).
  if (dialect === 'postgres') await sql`lock table run_steps in share row exclusive mode`.execute(db);
  await sql`update runs set steps = (select count(*) from run_steps where run_steps.run_id = runs.id)
    where exists (select 1 from run_steps where run_steps.run_id = runs.id)`.execute(db);
  const counted = 'update runs set steps = steps + 1 where id = new.run_id';
  if (dialect === 'postgres') {
    await sql
      .raw(
        `create function run_step_stored() returns trigger language plpgsql as $$ begin ${counted}; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger run_steps_counted after insert on run_steps
      for each row execute function run_step_stored()`.execute(db);
  } else {
    await sql.raw(`create trigger run_steps_counted after insert on run_steps begin ${counted}; end`).execute(db);
  }
  await db.schema.dropIndex('runs_unfinished').execute();
  await db.schema
    .createIndex('runs_unfinished')
    .on('runs')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql.ref('reward_claimed'), '=', 0)
    .execute();
}
