import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/**
 * Makes the run named `gameHash` the player's ranked daily run of `day`, unless they have one: the primary key
 * (day, user_id) lets exactly one of many concurrent starts in, on both databases; the others insert nothing. Called
 * in the transaction that stores the run (services/daily/daily-start.ts). True when this run is the ranked one.
 */
export async function insertFirstDailyRun(db: Db, day: string, userId: number, gameHash: string): Promise<boolean> {
  const inserted = await db
    .insertInto('daily_runs')
    .columns(['day', 'user_id', 'run_id'])
    .expression((eb) =>
      eb
        .selectFrom('runs')
        // Typed, as PostgreSQL cannot tell a parameter's type from a select list.
        .select([eb.cast(eb.val(day), 'text').as('day'), eb.cast(eb.val(userId), 'integer').as('user_id'), 'runs.id'])
        .where('runs.game_hash', '=', gameHash),
    )
    .onConflict((oc) => oc.columns(['day', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Records the score of a ranked daily run once (in the transaction that settles the run): the day it ranks on, or
 * undefined when the run is no ranked daily run (a practice run, any other run) or was scored already.
 */
export async function scoreDailyRun(db: Db, runId: number, score: number): Promise<string | undefined> {
  return (await scoreIfUnscored(db, runId, score, nowIso())).rows[0]?.day;
}

// Asked by every signed-in player's run end (compiled once: db/compiled-once.ts).
const scoreIfUnscored = compiledOnce((db, runId: number, score: number, settledAt: string) =>
  db
    .updateTable('daily_runs')
    .set({ score, settled_at: settledAt })
    .where('run_id', '=', runId)
    .where('score', 'is', null)
    .returning('day'),
);

// Asked by every signed-in GET /daily (compiled once: db/compiled-once.ts).
const selectStanding = compiledOnce((db, day: string, userId: number) =>
  db
    .selectFrom('daily_runs')
    .select(['day', 'run_id', 'score'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('day', '=', day), eb('score', 'is not', null)])),
);

/**
 * The player's ranked run of `day` (scored or not) and every day they have a scored one (for streaks), in one read of
 * the `daily_runs_player` index.
 */
export async function dailyStanding(db: Db, day: string, userId: number) {
  const { rows } = await selectStanding(db, day, userId);
  return {
    run: rows.find((row) => row.day === day),
    rankedDays: rows.filter((row) => row.score !== null).map((row) => row.day),
  };
}

export type DailyStanding = Awaited<ReturnType<typeof dailyStanding>>;

/** A scored daily run with what a replay shows of it; nothing private is selected (no game hash, e-mail or ids). */
export function rankedRunReplay(db: Db, runId: number) {
  return db
    .selectFrom('daily_runs')
    .innerJoin('runs', 'runs.id', 'daily_runs.run_id')
    .innerJoin('users', 'users.id', 'daily_runs.user_id')
    .select([
      'daily_runs.day',
      'daily_runs.score',
      'runs.mapid',
      'runs.map_version_id',
      'runs.seed',
      'runs.characterid',
      'runs.character_level',
      'runs.actions',
      'runs.result',
      'users.username',
    ])
    .where('daily_runs.run_id', '=', runId)
    .where('daily_runs.score', 'is not', null)
    .executeTakeFirst();
}

/**
 * The rank of the player's scored run on `day`'s board: one more than the runs ahead of it (a higher score, or the
 * same settled earlier, or at the same moment by a lower account id), counted on the (day, score) index rather than
 * ranking the whole day (repositories/daily-boards.ts orders the same way).
 */
export async function dayRankOf(db: Db, day: string, userId: number): Promise<number | undefined> {
  const mine = await db
    .selectFrom('daily_runs')
    .select(['score', 'settled_at'])
    .where('day', '=', day)
    .where('user_id', '=', userId)
    .where('score', 'is not', null)
    .executeTakeFirst();
  if (!mine || mine.score === null || mine.settled_at === null) return undefined;
  const { score, settled_at } = mine;
  const ahead = await db
    .selectFrom('daily_runs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('day', '=', day)
    .where('score', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('score', '>', score),
        eb.and([
          eb('score', '=', score),
          eb.or([
            eb('settled_at', '<', settled_at),
            eb.and([eb('settled_at', '=', settled_at), eb('user_id', '<', userId)]),
          ]),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(ahead.n) + 1;
}
