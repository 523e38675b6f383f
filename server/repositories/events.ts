import { sql, type Kysely } from 'kysely';
import type { Position } from '@src/contract/editor';
import type { Database } from '../db/schema';
import type { EventRow } from '../db/schema-creators';

type Db = Kysely<Database>;

/** An event with the owner of its map, for ownership checks. */
export interface EventOwnership {
  eventid: number;
  mapid: number;
  owner_id: number | null;
}

export function eventsOwnership(db: Db, eventIds: readonly number[]): Promise<EventOwnership[]> {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('events as e')
    .innerJoin('maps as m', 'm.mapid', 'e.mapid')
    .select(['e.eventid', 'e.mapid', 'm.owner_id'])
    .where('e.eventid', 'in', [...new Set(eventIds)])
    .execute();
}

export function listEventsOfMap(db: Db, mapid: number): Promise<EventRow[]> {
  return db.selectFrom('events').selectAll().where('mapid', '=', mapid).orderBy('eventid').execute();
}

export function findEvent(db: Db, eventid: number): Promise<EventRow | undefined> {
  return db.selectFrom('events').selectAll().where('eventid', '=', eventid).executeTakeFirst();
}

export async function countEventsOfMap(db: Db, mapid: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mapid', '=', mapid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertEvent(
  db: Db,
  draft: { mapid: number; premise: string; locked: boolean; position?: Position },
): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      mapid: draft.mapid,
      premise: draft.premise,
      locked: draft.locked ? 1 : 0,
      position_x: draft.position?.x ?? null,
      position_y: draft.position?.y ?? null,
    })
    .returning('eventid')
    .executeTakeFirstOrThrow();
  return row.eventid;
}

/** Changes the text and lock; the position only when one is given. */
export async function updateEvent(
  db: Db,
  eventid: number,
  changes: { premise: string; locked: boolean; position?: Position },
) {
  await db
    .updateTable('events')
    .set({
      premise: changes.premise,
      locked: changes.locked ? 1 : 0,
      ...(changes.position ? { position_x: changes.position.x, position_y: changes.position.y } : {}),
    })
    .where('eventid', '=', eventid)
    .execute();
}

/** Deletes the event with its options; options elsewhere that linked to it keep going with the link set to NULL. */
export async function deleteEvent(db: Db, eventid: number): Promise<void> {
  await db.deleteFrom('events').where('eventid', '=', eventid).execute();
}

/** Statements stay well under both dialects' bound-parameter limits: 3 parameters per event and chunk. */
const POSITION_CHUNK = 500;

/** Saves many node positions of one map with a statement per 500 nodes; the number of events moved. */
export async function savePositions(
  db: Db,
  mapid: number,
  positions: readonly { eventid: number; x: number; y: number }[],
) {
  let updated = 0;
  for (let start = 0; start < positions.length; start += POSITION_CHUNK) {
    const chunk = positions.slice(start, start + POSITION_CHUNK);
    const pick = (axis: 'x' | 'y') =>
      sql<number>`case eventid ${sql.join(
        chunk.map((p) => sql`when ${p.eventid} then cast(${p[axis]} as integer)`),
        sql` `,
      )} end`;
    const result = await db
      .updateTable('events')
      .set({ position_x: pick('x'), position_y: pick('y') })
      .where('mapid', '=', mapid)
      .where(
        'eventid',
        'in',
        chunk.map((p) => p.eventid),
      )
      .executeTakeFirst();
    updated += Number(result.numUpdatedRows);
  }
  return updated;
}
