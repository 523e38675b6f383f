import { sql, type Kysely, type RawBuilder } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import { isPostgres, nowIso } from '../db/dialect';
import { jsonList, jsonObject, jsonText } from '../db/json-list';
import type { Database } from '../db/schema';
import { PLAY_MAP_ROW_COLUMNS, type PlayMapRow } from './play-map';
import type { RunRow } from './runs';

type Db = Kysely<Database>;

/** A stored action, as its JSON (the service parses it with the wire's schema). */
export interface StoredStep {
  readonly step_index: number;
  readonly action: string;
}

const selectRunSteps = compiledOnce((db, runId: number) =>
  db.selectFrom('run_steps').select(['step_index', 'action']).where('run_id', '=', runId).orderBy('step_index'),
);

/** The run's actions in the order they were made. */
export async function findRunSteps(db: Db, runId: number): Promise<StoredStep[]> {
  return (await selectRunSteps(db, runId)).rows;
}

/** A run as a device resumes it: the run, its map's row, and its stored actions. */
export interface RunToResume {
  readonly run: Pick<
    RunRow,
    'id' | 'game_hash' | 'user_id' | 'seed' | 'characterid' | 'character_level' | 'reward_claimed' | 'map_version_id'
  >;
  readonly map: PlayMapRow;
  /** The stored actions' JSON texts joined by commas in step order (a JSON array without its brackets); null for none. */
  readonly stepList: string | null;
}

const selectRunToResume = compiledOnce((db, gameHash: string) =>
  db
    .selectFrom('runs')
    .innerJoin('maps', 'maps.mapid', 'runs.mapid')
    .select([
      'runs.id',
      'runs.game_hash',
      'runs.user_id',
      'runs.seed',
      'runs.characterid',
      'runs.character_level',
      'runs.reward_claimed',
      'runs.map_version_id',
      ...PLAY_MAP_ROW_COLUMNS.map((column) => `maps.${column}` as const),
      // An ordered aggregate: SQLite 3.44 or later (better-sqlite3 bundles it) and PostgreSQL write it alike.
      sql<
        string | null
      >`(select string_agg(action, ',' order by step_index) from run_steps where run_steps.run_id = runs.id)`.as(
        'step_list',
      ),
    ])
    .where('runs.game_hash', '=', gameHash),
);

/**
 * A run by its hash with its map's row and its steps, in one statement (resume read them in three, and PostgreSQL
 * sent them in two round trips).
 */
export async function findRunToResume(db: Db, gameHash: string): Promise<RunToResume | undefined> {
  const row = (await selectRunToResume(db, gameHash)).rows[0];
  if (!row) return undefined;
  const { id, game_hash, user_id, seed, characterid, character_level, reward_claimed, map_version_id } = row;
  const { mapid, owner_id, published, image, difficulty, content_version, published_version_id } = row;
  return {
    run: { id, game_hash, user_id, seed, characterid, character_level, reward_claimed, map_version_id },
    map: { mapid, owner_id, published, image, difficulty, content_version, published_version_id },
    stepList: row.step_list,
  };
}

/**
 * Stores the action at `index` unless one is there already: the primary key (run, index) decides, so of two devices
 * sending the same index at once exactly one gets true, on SQLite and PostgreSQL alike, with nothing read first.
 */
export async function appendRunStep(db: Db, runId: number, index: number, action: string): Promise<boolean> {
  const inserted = await db
    .insertInto('run_steps')
    .values({ run_id: runId, step_index: index, action, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['run_id', 'step_index']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** Each member of a listed unfinished run (src/contract/resume.ts, unfinishedRun) and the page's column it is. */
const UNFINISHED_RUN_MEMBERS = [
  ['gameHash', 'game_hash'],
  ['mapId', 'mapid'],
  ['mapName', 'name'],
  ['startedAt', 'created_at'],
  ['steps', 'steps'],
] as const;

/**
 * The page's runs as the JSON text of the answer's list, newest first: an object per run built by the database
 * (db/json-list.ts), sent as its text. One string crosses
 * instead of 20 rows of 5 columns, which better-sqlite3 and pg turned into objects for zod and JSON.stringify to
 * turn back into text: most of what the list cost after its query (issue 30).
 */
function runsAsJsonText(postgres: boolean): RawBuilder<string> {
  const members = sql.join(
    UNFINISHED_RUN_MEMBERS.map(([member, column]) => sql`${sql.lit(member)}, ${sql.ref(`page.${column}`)}`),
  );
  const newestFirst = sql`page.created_at desc, page.id desc`;
  return jsonText(postgres, jsonList(postgres, jsonObject(postgres, members), newestFirst));
}

const selectUnfinishedRuns = compiledOnce((db, userId: number, since: string, limit: number) => {
  const page = db
    .selectFrom('runs')
    .innerJoin('maps', 'maps.mapid', 'runs.mapid')
    // `steps` is kept by a trigger as each step is stored (migration 0030): no count of each run's steps.
    .select(['runs.id', 'runs.game_hash', 'runs.mapid', 'maps.name', 'runs.created_at', 'runs.steps'])
    .where('runs.user_id', '=', userId)
    // Only maps still served to the player (services/play/playable-map.ts, servedTo): not one hidden or unpublished since.
    .where((eb) =>
      eb.or([eb('maps.owner_id', 'is', null), eb('maps.published', '=', 1), eb('maps.owner_id', '=', userId)]),
    )
    .where('runs.reward_claimed', '=', 0)
    .where('runs.created_at', '>=', since)
    .orderBy('runs.created_at', 'desc')
    .orderBy('runs.id', 'desc')
    .limit(limit)
    .as('page');
  return db.selectFrom(page).select(runsAsJsonText(isPostgres(db)).as('runs'));
});

/**
 * The JSON array of the player's runs not settled yet, started at `since` or later, newest first, as GET /play/runs
 * lists them: a range of the partial index runs_unfinished read in its order (user, time, id), so only the page's
 * runs are read.
 */
export async function findUnfinishedRunsJson(db: Db, userId: number, since: string, limit: number): Promise<string> {
  return (await selectUnfinishedRuns(db, userId, since, limit)).rows[0].runs;
}
