/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 28, analytics of a map with 100,000 runs within the read budget (docs/creators.md, "Analytics"). A version's
 * settled runs are counted once and stored: `map_version_tallies.tally` is what they add up to (the JSON of
 * src/core/simulation/tally-state.ts), and `runs.tally_pending` marks a settled run of a version not yet added
 * (set by the statement that settles it; cleared by the one that claims it to add it). The partial index holds only
 * the marked runs, by version, so finding them reads no other; runs_unsettled_version likewise holds only the runs
 * of versions not settled, among which the quits are (counted apart from the stored tally: a quit can still end).
 * Every run already settled on a version is marked here: the servers add them up after they start, a page at a
 * time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('map_version_tallies')
    .addColumn('version_id', 'integer', (col) => col.primaryKey().references('map_versions.id').onDelete('cascade'))
    .addColumn('tally', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('runs')
    .addColumn('tally_pending', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`tally_pending in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex('runs_tally_pending')
    .on('runs')
    .columns(['map_version_id', 'id'])
    .where(sql.ref('tally_pending'), '=', 1)
    .execute();
  // A version's quits are its unsettled runs gone quiet: this finds them without reading its settled ones.
  await db.schema
    .createIndex('runs_unsettled_version')
    .on('runs')
    .column('map_version_id')
    .where(sql.ref('reward_claimed'), '=', 0)
    .where(sql.ref('map_version_id'), 'is not', null)
    .execute();
  await db
    .updateTable('runs')
    .set({ tally_pending: 1 })
    .where('reward_claimed', '=', 1)
    .where('map_version_id', 'is not', null)
    .execute();
}
