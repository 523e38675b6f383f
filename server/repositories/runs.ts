import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { transact } from '../db/concurrency';
import { nowIso } from '../db/dialect';
import type { Database, RunsTable } from '../db/schema';
import { playerPlayKey, recordNewPlayDays, utcDay } from './play-days';

type Db = Kysely<Database>;
export type RunRow = Selectable<RunsTable>;
export type NewRun = Omit<
  Insertable<RunsTable>,
  'created_at' | 'finished_at' | 'result' | 'experience_gained' | 'reward_claimed' | 'actions' | 'tally_pending'
> & { created_at?: string };

/**
 * Adds the plays of the runs marked `play_pending` to their maps' `num_players` and clears the marks, in one
 * transaction; answers how many plays it added. A play is added once per map, UTC day and player or address: each
 * marked run records its play day (repositories/play-days.ts) and only the ones recorded for the first time count.
 * Several servers may do it at once on one PostgreSQL database: a mark is cleared by one `UPDATE` only (a second one
 * waits for the first's row locks, then finds the mark cleared and skips the run), the play days' primary key lets one
 * of two equal plays in, and a server adds only the plays it recorded. Maps are updated in id order, so two servers
 * never wait for each other in a circle. With no run marked (one read of the partial index) it opens no transaction:
 * an idle server does not write every second, nor take a place in SQLite's group commit.
 */
export async function addPendingPlays(db: Db): Promise<number> {
  const anyMarked = await db.selectFrom('runs').select('id').where('play_pending', '=', 1).limit(1).executeTakeFirst();
  if (!anyMarked) return 0;
  return transact(db, async (trx) => {
    const marked = await trx
      .updateTable('runs')
      .set({ play_pending: 0 })
      .where('play_pending', '=', 1)
      .returning(['id', 'mapid', 'user_id', 'play_key', 'created_at'])
      .execute();
    const recorded = await recordNewPlayDays(
      trx,
      marked.map((run) => ({
        mapid: run.mapid,
        day: utcDay(run.created_at),
        // A run marked by a server older than the play days (a rolling deploy) has no key: it counts as itself.
        play_key: run.play_key ?? `run:${run.id}`,
        player_id: run.user_id !== null && run.play_key === playerPlayKey(run.user_id) ? run.user_id : null,
      })),
    );
    const playsPerMap = new Map<number, number>();
    for (const { mapid } of recorded) playsPerMap.set(mapid, (playsPerMap.get(mapid) ?? 0) + 1);
    for (const [mapid, plays] of [...playsPerMap].sort(([a], [b]) => a - b)) {
      await trx
        .updateTable('maps')
        .set((eb) => ({ num_players: eb('num_players', '+', plays) }))
        .where('mapid', '=', mapid)
        .execute();
    }
    return recorded.length;
  });
}

/** A new run's values, in the order the run start's two statements take them. */
type RunValues = [
  game_hash: string,
  user_id: number | null,
  mapid: number,
  seed: string,
  characterid: number,
  character_level: number,
  play_pending: number,
  play_key: string | null,
  created_at: string,
  map_version_id: number | null,
];

const runValues = (run: NewRun): RunValues => [
  run.game_hash,
  run.user_id ?? null,
  run.mapid,
  run.seed,
  run.characterid,
  run.character_level,
  run.play_pending ?? 0,
  run.play_key ?? null,
  run.created_at ?? nowIso(),
  run.map_version_id ?? null,
];

/** The values as the row's columns (markers while compiling: db/compiled-once.ts). */
const runRowOf = (values: RunValues) => ({
  game_hash: values[0],
  user_id: values[1],
  mapid: values[2],
  seed: values[3],
  characterid: values[4],
  character_level: values[5],
  play_pending: values[6],
  play_key: values[7],
  created_at: values[8],
  map_version_id: values[9],
});

/** Every run start writes one (compiled once: db/compiled-once.ts). */
const insertRunRow = compiledOnce((db, ...values: RunValues) => db.insertInto('runs').values(runRowOf(values)));

/**
 * The run, stored only while its map is at `version` and playable by its player (built-in, published or their own,
 * as services/play/playable-map.ts says): one statement where reading the map's row first would be two
 * (services/play/run-start.ts). Compiled once.
 */
const insertRunIfCurrentRow = compiledOnce((db, version: number, ...values: RunValues) => {
  const run = runRowOf(values);
  const typed = <T>(value: T, type: 'text' | 'integer') => sql<T>`cast(${value} as ${sql.raw(type)})`;
  return (
    db
      .insertInto('runs')
      .columns(Object.keys(run) as (keyof typeof run)[])
      // Typed, as PostgreSQL cannot tell a parameter's type from a select list.
      .expression(
        db
          .selectFrom('maps')
          .select([
            typed(run.game_hash, 'text').as('game_hash'),
            typed(run.user_id, 'integer').as('user_id'),
            'maps.mapid',
            typed(run.seed, 'text').as('seed'),
            typed(run.characterid, 'integer').as('characterid'),
            typed(run.character_level, 'integer').as('character_level'),
            typed(run.play_pending, 'integer').as('play_pending'),
            typed(run.play_key, 'text').as('play_key'),
            typed(run.created_at, 'text').as('created_at'),
            typed(run.map_version_id, 'integer').as('map_version_id'),
          ])
          .where('maps.mapid', '=', run.mapid)
          .where('maps.content_version', '=', version)
          .where((map) =>
            map.or([
              map('maps.owner_id', 'is', null),
              map('maps.published', '=', 1),
              map('maps.owner_id', '=', run.user_id),
            ]),
          ),
      )
  );
});

/** Stores `run` if its map is still at `version` and playable by the run's player; false (nothing stored) if not. */
export async function insertRunIfCurrent(db: Db, run: NewRun, version: number): Promise<boolean> {
  return (await insertRunIfCurrentRow(db, version, ...runValues(run))).numAffectedRows === 1n;
}

export async function insertRun(db: Db, run: NewRun): Promise<void> {
  await insertRunRow(db, ...runValues(run));
}

const selectRunByHash = compiledOnce((db, gameHash: string) =>
  db.selectFrom('runs').selectAll().where('game_hash', '=', gameHash),
);

/** A run by its hash: every step, resume and end of a run starts here. */
export async function findRunByHash(db: Db, gameHash: string): Promise<RunRow | undefined> {
  return (await selectRunByHash(db, gameHash)).rows[0];
}

/**
 * Records the end of a run only if nobody did it first: the conditional update is the "once only" guarantee, so of
 * two simultaneous end-game calls exactly one gets true (and grants the reward in the same transaction). `actions` is
 * the JSON of the actions the server replayed, kept for replays (GET /replays/{runId}) and the analytics.
 */
export async function settleRun(
  db: Db,
  runId: number,
  outcome: { result: 'won' | 'dead'; experience_gained: number; actions: string },
): Promise<boolean> {
  const { result, experience_gained, actions } = outcome;
  const update = await settleIfOpen(db, runId, result, experience_gained, actions, nowIso());
  return Number(update.numAffectedRows ?? 0n) === 1;
}

// Every run's end: compiled once (prepared on PostgreSQL: db/compiled-once.ts).
const settleIfOpen = compiledOnce(
  (db, runId: number, result: 'won' | 'dead', experience: number, actions: string, finishedAt: string) =>
    db
      .updateTable('runs')
      .set((eb) => ({
        result,
        experience_gained: experience,
        actions,
        finished_at: finishedAt,
        reward_claimed: 1,
        // A run of a version waits to be added to its stored analytics (services/maps/analytics-fold.ts): marked here,
        // in the statement that settles it, so ending a run writes nothing more.
        tally_pending: eb.case().when('map_version_id', 'is not', null).then(eb.lit(1)).else(eb.lit(0)).end(),
      }))
      .where('id', '=', runId)
      .where('reward_claimed', '=', 0),
);
