import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ConsequenceRow, EventRow } from '../db/schema-creators';
import type { MapVersionRow } from './map-versions';

type Db = Kysely<Database>;

/** Rows a statement inserts at most: options have 16 columns, and SQLite takes some 32,000 parameters a statement. */
const BATCH = 500;

type Layout = [eventid: number, x: number | null, y: number | null][];

/**
 * Replaces the draft's events and options by the version's, with their own ids (ids are never given twice, so they are
 * still free), node places and links; a link to an item deleted since becomes null, as a deletion leaves links. Run
 * it in the caller's transaction, with the map locked: it writes nothing half-way.
 */
export async function replaceDraftWithVersion(db: Db, mapid: number, version: MapVersionRow): Promise<void> {
  const content = JSON.parse(version.content) as {
    events: Pick<EventRow, 'eventid' | 'premise' | 'premise_en' | 'locked'>[];
    options: ConsequenceRow[];
  };
  const places = new Map((JSON.parse(version.layout) as Layout).map(([id, x, y]) => [id, { x, y }]));
  const itemIds = [...new Set(content.options.flatMap((o) => [o.idobject_requeriment, o.idobject_reward]))].filter(
    (id) => id !== null,
  );
  const existing = new Set(
    itemIds.length === 0
      ? []
      : (await db.selectFrom('objects').select('objectid').where('objectid', 'in', itemIds).execute()).map(
          (row) => row.objectid,
        ),
  );
  const item = (id: number | null) => (id !== null && existing.has(id) ? id : null);

  // The options go with their events (ON DELETE CASCADE).
  await db.deleteFrom('events').where('mapid', '=', mapid).execute();
  const events = content.events.map((event) => ({
    ...event,
    mapid,
    position_x: places.get(event.eventid)?.x ?? null,
    position_y: places.get(event.eventid)?.y ?? null,
  }));
  const options = content.options.map((option) => ({
    ...option,
    idobject_requeriment: item(option.idobject_requeriment),
    idobject_reward: item(option.idobject_reward),
  }));
  for (let i = 0; i < events.length; i += BATCH) {
    await db
      .insertInto('events')
      .values(events.slice(i, i + BATCH))
      .execute();
  }
  for (let i = 0; i < options.length; i += BATCH) {
    await db
      .insertInto('consequences')
      .values(options.slice(i, i + BATCH))
      .execute();
  }
}
