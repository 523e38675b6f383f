import type { Insertable, Kysely, Selectable } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database, RunsTable } from '../db/schema';

type Db = Kysely<Database>;
export type RunRow = Selectable<RunsTable>;
export type NewRun = Omit<
  Insertable<RunsTable>,
  'created_at' | 'finished_at' | 'result' | 'experience_gained' | 'reward_claimed'
>;

export async function insertRun(db: Db, run: NewRun): Promise<void> {
  await db
    .insertInto('runs')
    .values({ ...run, created_at: nowIso() })
    .execute();
}

export function findRunByHash(db: Db, gameHash: string): Promise<RunRow | undefined> {
  return db.selectFrom('runs').selectAll().where('game_hash', '=', gameHash).executeTakeFirst();
}

/**
 * Records the end of a run only if nobody did it first: the conditional update is the "once only" guarantee, so of
 * two simultaneous end-game calls exactly one gets true (and grants the reward in the same transaction).
 */
export async function settleRun(
  db: Db,
  runId: number,
  outcome: { result: 'won' | 'dead'; experience_gained: number },
): Promise<boolean> {
  const update = await db
    .updateTable('runs')
    .set({ ...outcome, finished_at: nowIso(), reward_claimed: 1 })
    .where('id', '=', runId)
    .where('reward_claimed', '=', 0)
    .executeTakeFirst();
  return Number(update.numUpdatedRows) === 1;
}
