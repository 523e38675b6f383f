import type { Kysely, Selectable } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { MapVersionsTable } from '../db/schema-creators';

type Db = Kysely<Database>;
export type MapVersionRow = Selectable<MapVersionsTable>;

/*
 * A version's content is read and written as JSON of these columns, in this order, so the same draft always gives the
 * same text and "nothing changed" is a comparison of strings (migration 0025 wrote the first versions alike).
 */
const EVENT_COLUMNS = ['eventid', 'premise', 'premise_en', 'locked'] as const;
const OPTION_COLUMNS = [
  'consequenceid',
  'eventid',
  'option',
  'option_en',
  'consequence_text',
  'consequence_text_en',
  'health_consequence',
  'hunger_consequence',
  'thirst_consequence',
  'sanity_consequence',
  'effect_consequence',
  'wins',
  'idobject_requeriment',
  'idobject_reward',
  'unlocks_eventid',
  'follows_eventid',
] as const;
const ITEM_COLUMNS = ['objectid', 'name', 'name_en', 'description', 'description_en', 'functionality'] as const;

export interface DraftSnapshot {
  readonly content: string;
  readonly layout: string;
  readonly events_count: number;
}

/** The draft's play content (events, options, the items they name) and its node places, as a version stores them. */
export async function draftSnapshot(db: Db, mapid: number): Promise<DraftSnapshot> {
  const events = await db
    .selectFrom('events')
    .select([...EVENT_COLUMNS, 'position_x', 'position_y'])
    .where('mapid', '=', mapid)
    .orderBy('eventid')
    .execute();
  const options = await db
    .selectFrom('consequences')
    .select(OPTION_COLUMNS.map((column) => `consequences.${column}` as const))
    .innerJoin('events', 'events.eventid', 'consequences.eventid')
    .where('events.mapid', '=', mapid)
    .orderBy('consequences.consequenceid')
    .execute();
  const itemIds = options.flatMap((o) => [o.idobject_requeriment, o.idobject_reward]).filter((id) => id !== null);
  const items =
    itemIds.length === 0
      ? []
      : await db
          .selectFrom('objects')
          .select(ITEM_COLUMNS)
          .where('objectid', 'in', itemIds)
          .orderBy('objectid')
          .execute();
  const playEvents = events.map(({ eventid, premise, premise_en, locked }) => ({
    eventid,
    premise,
    premise_en,
    locked,
  }));
  return {
    content: JSON.stringify({ events: playEvents, options, items }),
    layout: JSON.stringify(events.map((e) => [e.eventid, e.position_x, e.position_y])),
    events_count: events.length,
  };
}

export function latestVersion(db: Db, mapid: number): Promise<MapVersionRow | undefined> {
  return db
    .selectFrom('map_versions')
    .selectAll()
    .where('mapid', '=', mapid)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertVersion(
  db: Db,
  mapid: number,
  number: number,
  difficulty: number,
  snapshot: DraftSnapshot,
): Promise<number> {
  const row = await db
    .insertInto('map_versions')
    .values({ mapid, number, difficulty, created_at: nowIso(), ...snapshot })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findVersion(db: Db, id: number): Promise<MapVersionRow | undefined> {
  return db.selectFrom('map_versions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findVersionByNumber(db: Db, mapid: number, number: number): Promise<MapVersionRow | undefined> {
  return db
    .selectFrom('map_versions')
    .selectAll()
    .where('mapid', '=', mapid)
    .where('number', '=', number)
    .executeTakeFirst();
}

export interface VersionHistoryRow {
  readonly id: number;
  readonly number: number;
  readonly created_at: string;
  readonly events_count: number;
  readonly plays: number;
  readonly clears: number;
}

/**
 * The map's versions, newest first, each with the runs of it the server settled for signed-in players other than
 * `ownerId` (a creator's own runs and visitors' count for nothing: docs/play.md, "Counting plays"), and how many won.
 */
export async function versionHistory(db: Db, mapid: number, ownerId: number): Promise<VersionHistoryRow[]> {
  const rows = await db
    .selectFrom('map_versions as v')
    .leftJoin('runs as r', (join) =>
      join
        .onRef('r.map_version_id', '=', 'v.id')
        .on('r.reward_claimed', '=', 1)
        .on('r.user_id', 'is not', null)
        .on('r.user_id', '<>', ownerId),
    )
    .select((eb) => [
      'v.id',
      'v.number',
      'v.created_at',
      'v.events_count',
      eb.fn.count<number>('r.id').as('plays'),
      eb.fn.sum<number>(eb.case().when('r.result', '=', 'won').then(1).else(0).end()).as('clears'),
    ])
    .where('v.mapid', '=', mapid)
    .groupBy(['v.id', 'v.number', 'v.created_at', 'v.events_count'])
    .orderBy('v.number', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, plays: Number(row.plays), clears: Number(row.clears ?? 0) }));
}

/** The map's versions, newest first: their ids and numbers only. */
export function versionNumbers(db: Db, mapid: number): Promise<Pick<MapVersionRow, 'id' | 'number'>[]> {
  return db
    .selectFrom('map_versions')
    .select(['id', 'number'])
    .where('mapid', '=', mapid)
    .orderBy('number', 'desc')
    .execute();
}
