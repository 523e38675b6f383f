import type { Kysely, Transaction } from 'kysely';
import type { OptionFields } from '@src/contract/events';
import { lockRow } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import type { MapRow, ObjectRow } from '../../db/schema-creators';
import { AppError, badRequest, notFound } from '../../errors';
import type { MessageCode } from '../../messages';
import { findOptionOwnership, type OptionOwnership } from '../../repositories/consequences';
import { eventsOwnership, type EventOwnership } from '../../repositories/events';
import { findItem, itemsByIds } from '../../repositories/items';
import { findMap } from '../../repositories/maps';

/*
 * Ownership checks for every id a creator call names (docs/architecture.md, "Security"): 404 when it does not exist, 403 when it is
 * someone else's or built-in (read-only), 400 when it exists and is yours but belongs to another map or event. `field`
 * names the request field the id came from, for the client to show the error beside it.
 */
type Db = Kysely<Database>;

/** Built-in content has no owner: nobody may change it. */
function assertOwner(
  ownerId: number | null,
  userId: number,
  codes: { readOnly: MessageCode; forbidden: MessageCode },
  field?: string,
) {
  if (ownerId === null) throw new AppError(403, codes.readOnly, field);
  if (ownerId !== userId) throw new AppError(403, codes.forbidden, field);
}

const mapCodes = { readOnly: 'MAP_READ_ONLY', forbidden: 'MAP_FORBIDDEN' } as const;
const itemCodes = { readOnly: 'ITEM_READ_ONLY', forbidden: 'ITEM_FORBIDDEN' } as const;

export async function ownMap(db: Db, userId: number, mapid: number): Promise<MapRow> {
  const map = await findMap(db, mapid);
  if (!map) throw notFound('MAP_NOT_FOUND');
  assertOwner(map.owner_id, userId, mapCodes);
  return map;
}

/**
 * The user's map, locked for the rest of the transaction: the writers of one map's content (events, options, links)
 * run one after another, so a count-then-insert (the options and events limits) or a replacement of an event's
 * options sees every earlier writer's commit.
 */
export async function lockOwnMap(trx: Transaction<Database>, userId: number, mapid: number): Promise<MapRow> {
  if (!(await lockRow(trx, 'maps', mapid))) throw notFound('MAP_NOT_FOUND');
  return ownMap(trx, userId, mapid);
}

/** The user's event; with `mapid`, it must also be an event of that map. */
export async function ownEvent(
  db: Db,
  userId: number,
  eventid: number,
  mapid?: number,
  field?: string,
): Promise<EventOwnership> {
  const [event] = await eventsOwnership(db, [eventid]);
  return checkEvent(event, userId, mapid, field);
}

function checkEvent(
  event: EventOwnership | undefined,
  userId: number,
  mapid: number | undefined,
  field?: string,
): EventOwnership {
  if (!event) throw new AppError(404, 'EVENT_NOT_FOUND', field);
  assertOwner(event.owner_id, userId, mapCodes, field);
  if (mapid !== undefined && event.mapid !== mapid) throw badRequest('EVENT_NOT_IN_MAP', field);
  return event;
}

/** Checks many events at once (one query): all must be the user's events of `mapid`. */
export async function ownEventsOfMap(
  db: Db,
  userId: number,
  mapid: number,
  eventIds: readonly number[],
  fieldOf: (index: number) => string,
) {
  const found = new Map((await eventsOwnership(db, eventIds)).map((event) => [event.eventid, event]));
  eventIds.forEach((eventid, index) => checkEvent(found.get(eventid), userId, mapid, fieldOf(index)));
}

/** The user's option; `scope` pins the map and, when given, the event it must belong to. */
export async function ownOption(
  db: Db,
  userId: number,
  consequenceid: number,
  scope: { mapid: number; eventid?: number },
  field?: string,
): Promise<OptionOwnership> {
  const option = await findOptionOwnership(db, consequenceid);
  if (!option) throw new AppError(404, 'CONSEQUENCE_NOT_FOUND', field);
  assertOwner(option.owner_id, userId, mapCodes, field);
  if (option.mapid !== scope.mapid) throw badRequest('EVENT_NOT_IN_MAP', field);
  if (scope.eventid !== undefined && option.eventid !== scope.eventid)
    throw badRequest('CONSEQUENCE_NOT_IN_EVENT', field);
  return option;
}

export async function ownItem(db: Db, userId: number, objectid: number): Promise<ObjectRow> {
  const item = await findItem(db, objectid);
  if (!item) throw notFound('ITEM_NOT_FOUND');
  assertOwner(item.owner_id, userId, itemCodes);
  return item;
}

/**
 * Checks every item and event the options link to: items must be the user's own or belong to this map, events must be
 * events of this map. `fieldOf(index, name)` names the offending field for the client.
 */
export async function checkOptionLinks(
  db: Db,
  userId: number,
  mapid: number,
  options: readonly OptionFields[],
  fieldOf: (index: number, name: keyof OptionFields) => string,
): Promise<void> {
  const itemFields = ['objectidRequeriment', 'objectidReward'] as const;
  const eventFields = ['unlocksEventId', 'followsEventId'] as const;
  const idsOf = (names: readonly (keyof OptionFields)[]) =>
    options.flatMap((option) => names.map((name) => option[name]).filter((id): id is number => typeof id === 'number'));
  const items = new Map((await itemsByIds(db, idsOf(itemFields))).map((item) => [item.objectid, item]));
  const events = new Map((await eventsOwnership(db, idsOf(eventFields))).map((event) => [event.eventid, event]));

  options.forEach((option, index) => {
    for (const name of itemFields) {
      const id = option[name];
      if (id === null) continue;
      const item = items.get(id);
      const field = fieldOf(index, name);
      if (!item) throw new AppError(404, 'ITEM_NOT_FOUND', field);
      if (item.owner_id !== userId && item.mapid !== mapid) throw new AppError(403, 'ITEM_FORBIDDEN', field);
    }
    for (const name of eventFields) {
      const id = option[name];
      if (id !== null) checkEvent(events.get(id), userId, mapid, fieldOf(index, name));
    }
  });
}
