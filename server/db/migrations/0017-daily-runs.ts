/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';

/**
 * Issue 27, the daily island (docs/daily.md). `daily_runs` holds each player's ranked run of a UTC day: its primary
 * key (day, user_id) is what lets only a player's first daily run of the day in, on either database, however many
 * start at once (services/daily/daily-start.ts inserts it in the run's own transaction); later runs of the day are
 * practice and have no row. `score` and `settled_at` stay null until the server's replay settles the run; the boards
 * read the settled rows by day (`daily_runs_board`) and a player's days (`daily_runs_player`).
 *
 * `runs.actions` keeps a settled run's replayed actions (JSON), so it can be watched again (GET /replays/{runId}).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_runs')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('run_id', 'integer', (col) => col.notNull().unique().references('runs.id').onDelete('cascade'))
    .addColumn('score', 'integer')
    .addColumn('settled_at', 'text')
    .addPrimaryKeyConstraint('daily_runs_pk', ['day', 'user_id'])
    .execute();
  await db.schema.createIndex('daily_runs_board').on('daily_runs').columns(['day', 'score']).execute();
  await db.schema.createIndex('daily_runs_player').on('daily_runs').columns(['user_id', 'day']).execute();
  await db.schema.alterTable('runs').addColumn('actions', 'text').execute();
}
