import type { Kysely } from 'kysely';
import { EVENTS_PER_MAP_MAX, type ConsequenceInput, type OptionFields } from '@src/contract/events';
import type { Position } from '@src/contract/editor';
import type { Database } from '../../db/schema';
import { AppError, badRequest, conflict } from '../../errors';
import { deleteOptions, insertOption, listOptionsOfEvent, updateOption } from '../../repositories/consequences';
import {
  countEventsOfMap,
  deleteEvent,
  findEvent,
  insertEvent,
  savePositions,
  updateEvent,
} from '../../repositories/events';
import { consequenceView } from './content-views';
import { refreshMap, type EventWithOptions } from './map-content';
import { checkOptionLinks, lockOwnMap, ownEvent, ownEventsOfMap, ownMap, ownOption } from './ownership';
import { transact } from '../../db/concurrency';

type Db = Kysely<Database>;

/** An event as the list screen and the diagram editor write it; `optionsField` names the list in error answers. */
export interface EventDraft {
  mapid: number;
  premise: string;
  locked: boolean;
  position?: Position;
  /** The event's whole option list; undefined leaves the options as they are (editing only). */
  options?: readonly ConsequenceInput[];
  optionsField: string;
}

const fieldNamer = (list: string) => (index: number, name: keyof OptionFields) => `${list}.${index}.${name}`;

/** Creates an event with its options in one transaction; the new event's id. */
export function createEvent(db: Db, userId: number, draft: EventDraft): Promise<number> {
  return transact(db, async (trx) => {
    await lockOwnMap(trx, userId, draft.mapid);
    if ((await countEventsOfMap(trx, draft.mapid)) >= EVENTS_PER_MAP_MAX) throw conflict('EVENT_LIMIT');
    const options = draft.options ?? [];
    const named = options.findIndex((option) => option.consequenceid !== undefined);
    // A new event has no options yet that an id could name.
    if (named >= 0) throw badRequest('CONSEQUENCE_NOT_IN_EVENT', `${draft.optionsField}.${named}.consequenceid`);
    await checkOptionLinks(trx, userId, draft.mapid, options, fieldNamer(draft.optionsField));
    const eventid = await insertEvent(trx, draft);
    for (const option of options) await insertOption(trx, eventid, option);
    await refreshMap(trx, draft.mapid);
    return eventid;
  });
}

/**
 * Changes an event and, when a list is given, replaces its options in one transaction: options named by
 * consequenceid are updated in place (their ids, and links to them, stay), the others are added, and the event's
 * options missing from the list are deleted.
 */
export function saveEvent(db: Db, userId: number, eventid: number, draft: EventDraft): Promise<void> {
  return transact(db, async (trx) => {
    await lockOwnMap(trx, userId, draft.mapid);
    await ownEvent(trx, userId, eventid, draft.mapid, 'eventid');
    if (draft.options) await replaceOptions(trx, userId, { ...draft, eventid, options: draft.options });
    await updateEvent(trx, eventid, draft);
    await refreshMap(trx, draft.mapid);
  });
}

/** Deletes the user's event (its options go with it) and brings the map's difficulty up to date. */
export function removeEvent(db: Db, userId: number, eventid: number): Promise<void> {
  return transact(db, async (trx) => {
    const event = await ownEvent(trx, userId, eventid);
    await lockOwnMap(trx, userId, event.mapid);
    await deleteEvent(trx, event.eventid);
    await refreshMap(trx, event.mapid);
  });
}

interface OptionsReplacement {
  mapid: number;
  eventid: number;
  options: readonly ConsequenceInput[];
  optionsField: string;
}

async function replaceOptions(trx: Db, userId: number, { mapid, eventid, options, optionsField }: OptionsReplacement) {
  const existing = new Set((await listOptionsOfEvent(trx, eventid)).map((row) => row.consequenceid));
  for (const [index, option] of options.entries()) {
    if (option.consequenceid === undefined || existing.has(option.consequenceid)) continue;
    // Not an option of this event, so this throws, saying precisely why: missing, someone else's, or another event's.
    await ownOption(trx, userId, option.consequenceid, { mapid, eventid }, `${optionsField}.${index}.consequenceid`);
  }
  await checkOptionLinks(trx, userId, mapid, options, fieldNamer(optionsField));
  const kept = new Set(options.flatMap((option) => (option.consequenceid === undefined ? [] : [option.consequenceid])));
  await deleteOptions(
    trx,
    [...existing].filter((id) => !kept.has(id)),
  );
  for (const option of options) {
    if (option.consequenceid === undefined) await insertOption(trx, eventid, option);
    else await updateOption(trx, option.consequenceid, option);
  }
}

/** The event with its options as now stored. */
export async function loadEvent(db: Db, eventid: number): Promise<EventWithOptions> {
  const event = await findEvent(db, eventid);
  if (!event) throw new AppError(404, 'EVENT_NOT_FOUND');
  return { ...event, consequences: (await listOptionsOfEvent(db, eventid)).map(consequenceView) };
}

/** Saves where the diagram's nodes were moved, once every one is checked to be the user's event of their map. */
export async function saveOwnPositions(
  db: Db,
  userId: number,
  mapid: number,
  positions: readonly { eventid: number; x: number; y: number }[],
): Promise<number> {
  await ownMap(db, userId, mapid);
  await ownEventsOfMap(
    db,
    userId,
    mapid,
    positions.map((p) => p.eventid),
    (index) => `positions.${index}.eventid`,
  );
  return savePositions(db, mapid, positions);
}
