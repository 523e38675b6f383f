import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ConsequenceRow, EventRow, MapRow, ObjectRow } from '../db/schema-creators';

type Db = Kysely<Database>;

/** Everything a run of one map reads, as stored: the map, its events and options, and the items they mention. */
export interface StoredPlayMap {
  readonly map: Pick<MapRow, 'mapid' | 'owner_id' | 'published' | 'image' | 'difficulty'>;
  /** In eventid order: the order the rules draw from, on the client and in the replay alike. */
  readonly events: readonly EventRow[];
  /** In consequenceid order. */
  readonly consequences: readonly ConsequenceRow[];
  readonly items: readonly ObjectRow[];
}

/**
 * A map as played, in four queries whatever its size; undefined when the map does not exist. Items are those of the
 * map (built-in islands own theirs) and any other item one of its options requires or gives (item-creator items).
 */
export async function findPlayMap(db: Db, mapId: number): Promise<StoredPlayMap | undefined> {
  const map = await db
    .selectFrom('maps')
    .select(['mapid', 'owner_id', 'published', 'image', 'difficulty'])
    .where('mapid', '=', mapId)
    .executeTakeFirst();
  if (!map) return undefined;
  const optionsOfMap = db
    .selectFrom('consequences')
    .innerJoin('events', 'events.eventid', 'consequences.eventid')
    .where('events.mapid', '=', mapId);
  const [events, consequences, items] = await Promise.all([
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
  ]);
  return { map, events, consequences, items };
}
