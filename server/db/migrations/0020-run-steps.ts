/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, resume anywhere. Each action of a run is stored as it is made: one row per step, numbered from 0. The
 * primary key (run, step) is what refuses a second step at an index already taken, so of two devices playing the same
 * run one step gets in and the other is told it is behind, on either database and without reading first. A run's
 * state is never stored: it is re-derived by replaying the steps from the run's seed. Steps go with their run.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('run_steps')
    .addColumn('run_id', 'integer', (col) => col.notNull().references('runs.id').onDelete('cascade'))
    .addColumn('step_index', 'integer', (col) => col.notNull().check(sql`step_index >= 0`))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('run_steps_pk', ['run_id', 'step_index'])
    .execute();
  // The unfinished runs a player is offered: theirs, not settled, newest first.
  await db.schema
    .createIndex('runs_unfinished')
    .on('runs')
    .columns(['user_id', 'created_at'])
    .where(sql.ref('reward_claimed'), '=', 0)
    .execute();
}
