import type { Kysely } from 'kysely';
import type { ConsequenceView, EventSummary } from '@src/contract/events';
import type { Database } from '../../db/schema';
import { listOptionsOfEvent } from '../../repositories/consequences';
import { listEventsOfMap } from '../../repositories/events';
import { consequenceView, eventSummaryView } from './content-views';
import { ownEvent, ownMap } from './ownership';

type Db = Kysely<Database>;

/** The event list screen's rows: the events of the user's map. */
export async function eventsOfOwnMap(db: Db, userId: number, mapid: number): Promise<EventSummary[]> {
  const map = await ownMap(db, userId, mapid);
  return (await listEventsOfMap(db, map.mapid)).map(eventSummaryView);
}

/** The options of the user's event, as the list screen opens them. */
export async function optionsOfOwnEvent(db: Db, userId: number, eventid: number): Promise<ConsequenceView[]> {
  const event = await ownEvent(db, userId, eventid);
  return (await listOptionsOfEvent(db, event.eventid)).map(consequenceView);
}
