/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 15: a run whose play counts is marked `play_pending` until the play is added to its map's `num_players`
 * (repositories/runs.ts, `addPendingPlays`, every second). Adding each run's play to the map's row as the run started
 * made every run start on PostgreSQL wait for the row lock of the map everybody plays, held until the previous run's
 * commit was on disk: 822 runs a second at 50 callers, most of them waiting on that lock. The mark is written with the
 * run, in the same statement, and locks nothing else. The partial index holds only the marked runs, so finding them
 * reads no other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('runs')
    .addColumn('play_pending', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`play_pending in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex('runs_play_pending')
    .on('runs')
    .column('id')
    .where(sql.ref('play_pending'), '=', 1)
    .execute();
}
