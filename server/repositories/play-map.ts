import type { Kysely } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { ConsequenceRow, EventRow, MapRow, ObjectRow } from '../db/schema-creators';
import { withServedPicture } from './items';
import { creditsOfMaps, type StoredCredit } from './map-credits';

type Db = Kysely<Database>;

/** Everything a run of one map reads, as stored: the map, its events and options, and the items they mention. */
export type PlayMapRow = Pick<
  MapRow,
  'mapid' | 'owner_id' | 'published' | 'image' | 'difficulty' | 'content_version' | 'published_version_id'
>;

export interface StoredPlayMap {
  readonly map: PlayMapRow;
  /** In eventid order: the order the rules draw from, on the client and in the replay alike. */
  readonly events: readonly EventRow[];
  /** In consequenceid order. */
  readonly consequences: readonly ConsequenceRow[];
  readonly items: readonly ObjectRow[];
  /** A remix's origins, nearest first (repositories/map-credits.ts): written once, when the copy is made. */
  readonly credits: readonly StoredCredit[];
}

/** The columns of a PlayMapRow, for the queries that read it with something else (a run to resume). */
export const PLAY_MAP_ROW_COLUMNS = [
  'mapid',
  'owner_id',
  'published',
  'image',
  'difficulty',
  'content_version',
  'published_version_id',
] as const satisfies ReadonlyArray<keyof PlayMapRow>;

// Every run start and end reads it (compiled once: db/compiled-once.ts).
const selectPlayMapRow = compiledOnce((db, mapId: number) =>
  db.selectFrom('maps').select(PLAY_MAP_ROW_COLUMNS).where('mapid', '=', mapId),
);

/** The map's row: who may play it, which version players get, and which state of its content a run would read. */
export async function findPlayMapRow(db: Db, mapId: number): Promise<PlayMapRow | undefined> {
  return (await selectPlayMapRow(db, mapId)).rows[0];
}

/**
 * A map as played, in four queries after its row whatever its size. Items are those of the map (built-in islands
 * own theirs) and any other item one of its options requires or gives (item-creator items), without a hidden picture.
 */
export async function findPlayMapContent(db: Db, map: PlayMapRow): Promise<StoredPlayMap> {
  const mapId = map.mapid;
  const optionsOfMap = db
    .selectFrom('consequences')
    .innerJoin('events', 'events.eventid', 'consequences.eventid')
    .where('events.mapid', '=', mapId);
  const [events, consequences, items, credits] = await Promise.all([
    db.selectFrom('events').selectAll().where('mapid', '=', mapId).orderBy('eventid').execute(),
    optionsOfMap.selectAll('consequences').orderBy('consequences.consequenceid').execute(),
    db
      .selectFrom('objects')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('mapid', '=', mapId),
          eb('objectid', 'in', optionsOfMap.select('consequences.idobject_requeriment')),
          eb('objectid', 'in', optionsOfMap.select('consequences.idobject_reward')),
        ]),
      )
      .orderBy('objectid')
      .execute(),
    creditsOfMaps(db, [mapId]),
  ]);
  return { map, events, consequences, items: items.map(withServedPicture), credits: credits.get(mapId) ?? [] };
}

/** A version's content as stored (repositories/map-versions.ts, draftSnapshot): rows without what play never reads. */
interface VersionContent {
  readonly events: Pick<EventRow, 'eventid' | 'premise' | 'premise_en' | 'locked'>[];
  readonly options: ConsequenceRow[];
  readonly items: Omit<ObjectRow, 'owner_id' | 'mapid' | 'image' | 'created_at' | 'picture_hidden'>[];
}

/**
 * Version `versionId` of the map as played (and remixed): its frozen events with their node places, options and items,
 * with its own difficulty; undefined
 * when the map has no such version. Pictures are references, so an item shows its picture as it is now (a replaced
 * picture's file is gone), none once deleted or hidden by a moderator; the cover and credits are the map's own.
 */
export async function findVersionPlayContent(
  db: Db,
  map: PlayMapRow,
  versionId: number,
): Promise<StoredPlayMap | undefined> {
  const [version, credits] = await Promise.all([
    db
      .selectFrom('map_versions')
      .select(['content', 'layout', 'difficulty'])
      .where('id', '=', versionId)
      .where('mapid', '=', map.mapid)
      .executeTakeFirst(),
    creditsOfMaps(db, [map.mapid]),
  ]);
  if (!version) return undefined;
  const content = JSON.parse(version.content) as VersionContent;
  const places = new Map(
    (JSON.parse(version.layout) as [number, number | null, number | null][]).map(([id, x, y]) => [id, [x, y]]),
  );
  const ids = content.items.map((item) => item.objectid);
  const pictures = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('objects')
            .select(['objectid', 'image', 'picture_hidden'])
            .where('objectid', 'in', ids)
            .execute()
        ).map((row) => [row.objectid, row.picture_hidden === 1 ? null : row.image]),
  );
  return {
    map: { ...map, difficulty: version.difficulty },
    events: content.events.map((event) => {
      const [position_x, position_y] = places.get(event.eventid) ?? [null, null];
      return { ...event, mapid: map.mapid, position_x, position_y };
    }),
    consequences: content.options,
    items: content.items.map((item) => ({
      ...item,
      owner_id: map.owner_id,
      mapid: null,
      image: pictures.get(item.objectid) ?? null,
      created_at: '',
      picture_hidden: 0,
    })),
    credits: credits.get(map.mapid) ?? [],
  };
}
