import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { CountedRun } from './map-analytics';

type Db = Kysely<Database>;

/*
 * The stored analytics of a version's settled runs (migration 0026, docs/creators.md "Analytics"): its tally, and the
 * runs marked `tally_pending` until they are added to it (services/maps/analytics-fold.ts). The marks are compared
 * with a literal, not a parameter, so both databases see that the partial index runs_tally_pending holds the answer.
 */

/** The versions after `afterId` with runs waiting to be added, lowest first, at most `limit`. */
export async function versionsWithPendingRuns(db: Db, afterId: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('runs')
    .select('map_version_id')
    .where((eb) => eb('tally_pending', '=', eb.lit(1)))
    .where('map_version_id', '>', afterId)
    .groupBy('map_version_id')
    .orderBy('map_version_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.map_version_id as number);
}

/** How many of a version's runs wait to be added, counting no further than `upTo`. */
export async function pendingRunsOf(db: Db, versionId: number, upTo: number): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('runs')
        .select('id')
        .where((w) => w('tally_pending', '=', w.lit(1)))
        .where('map_version_id', '=', versionId)
        .limit(upTo)
        .as('waiting'),
    )
    .select((eb) => eb.fn.countAll().as('runs'))
    .executeTakeFirstOrThrow();
  return Number(row.runs);
}

/** A waiting run: what its replay needs, and its player (the map's owner's own runs count nothing). */
export type PendingRun = CountedRun & { readonly user_id: number | null };

/** The first `limit` runs of a version that wait to be added, by id. */
export function pendingRunsPage(db: Db, versionId: number, limit: number): Promise<PendingRun[]> {
  return db
    .selectFrom('runs')
    .select(['id', 'user_id', 'characterid', 'character_level', 'seed', 'reward_claimed', 'actions'])
    .where((eb) => eb('tally_pending', '=', eb.lit(1)))
    .where('map_version_id', '=', versionId)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Clears the marks of these runs and answers the ids it cleared: the mark is checked by the update itself, so of two
 * servers claiming a run at once one gets it (on PostgreSQL the second waits for the first's row lock, then finds the
 * mark cleared and leaves the run).
 */
export async function claimPendingRuns(trx: Transaction<Database>, runIds: readonly number[]): Promise<number[]> {
  if (runIds.length === 0) return [];
  const rows = await trx
    .updateTable('runs')
    .set({ tally_pending: 0 })
    .where((eb) => eb('tally_pending', '=', eb.lit(1)))
    .where('id', 'in', runIds)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The version's stored tally (JSON of src/core/simulation/tally-state.ts); undefined before any run was added. */
export async function storedTally(db: Db, versionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('map_version_tallies')
    .select('tally')
    .where('version_id', '=', versionId)
    .executeTakeFirst();
  return row?.tally;
}

export async function writeTally(trx: Transaction<Database>, versionId: number, tally: string): Promise<void> {
  const updated_at = nowIso();
  await trx
    .insertInto('map_version_tallies')
    .values({ version_id: versionId, tally, updated_at })
    .onConflict((oc) => oc.column('version_id').doUpdateSet({ tally, updated_at }))
    .execute();
}

/** The map a version is of, and its owner, whose own runs count nothing; undefined for an unknown version. */
export function versionMap(db: Db, versionId: number) {
  return db
    .selectFrom('map_versions')
    .innerJoin('maps', 'maps.mapid', 'map_versions.mapid')
    .select(['maps.mapid', 'maps.owner_id'])
    .where('map_versions.id', '=', versionId)
    .executeTakeFirst();
}
