import type { Kysely } from 'kysely';
import type { ConsequenceView } from '@src/contract/events';
import { checkedEvent } from '@src/contract/to-core';
import { mapDifficulty } from '@src/core/difficulty';
import { validateMap, type MapIssue } from '@src/core/map-validation';
import type { PlayEvent } from '@src/core/run';
import type { Database } from '../../db/schema';
import type { EventRow, MapRow } from '../../db/schema-creators';
import { listOptionsOfMap } from '../../repositories/consequences';
import { consequenceView } from './content-views';
import { listEventsOfMap } from '../../repositories/events';
import { itemsUsedByMap } from '../../repositories/items';
import { setMapDifficulty } from '../../repositories/maps';

type Db = Kysely<Database>;

export type EventWithOptions = EventRow & { consequences: ConsequenceView[] };

/** A map's events in id order, each with its options: two queries, whatever the map's size. */
export async function loadMapEvents(db: Db, mapid: number): Promise<EventWithOptions[]> {
  const events = await listEventsOfMap(db, mapid);
  const options = await listOptionsOfMap(db, mapid);
  const byEvent = new Map<number, ConsequenceView[]>(events.map((event) => [event.eventid, []]));
  for (const option of options) byEvent.get(option.eventid)?.push(consequenceView(option));
  return events.map((event) => ({ ...event, consequences: byEvent.get(event.eventid) ?? [] }));
}

/** The map as the map check and the difficulty read it. */
export async function loadMapGraph(db: Db, mapid: number): Promise<PlayEvent[]> {
  return (await loadMapEvents(db, mapid)).map((event) =>
    checkedEvent({ eventid: event.eventid, premise: event.premise, locked: Boolean(event.locked) }, event.consequences),
  );
}

/** What keeps the map from being published right now (src/core/map-validation.ts), naming its events and items. */
export async function mapIssues(db: Db, mapid: number): Promise<MapIssue[]> {
  const items = await itemsUsedByMap(db, mapid);
  return validateMap(await loadMapGraph(db, mapid), new Map(items.map((item) => [item.objectid, item.name])));
}

/** Recomputes the stored difficulty after a content change (call it inside the change's transaction). */
export async function refreshMap(db: Db, mapid: number): Promise<MapRow> {
  return setMapDifficulty(db, mapid, mapDifficulty(await loadMapGraph(db, mapid)));
}
