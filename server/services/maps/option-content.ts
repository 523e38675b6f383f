import type { Kysely } from 'kysely';
import type { CreateConsequenceBody } from '@src/contract/editor';
import { OPTIONS_PER_EVENT_MAX } from '@src/contract/events';
import type { Database } from '../../db/schema';
import { badRequest } from '../../errors';
import { deleteOptions, insertOption, listOptionsOfEvent } from '../../repositories/consequences';
import { refreshMap } from './map-content';
import { checkOptionLinks, lockOwnMap, ownEvent, ownOption } from './ownership';
import { transact } from '../../db/concurrency';

/* One option at a time, as the diagram editor's node form adds and deletes them; each change refreshes the map. */
type Db = Kysely<Database>;

/** Adds an option to the user's event; the new option's id. */
export function createOption(db: Db, userId: number, { mapid, eventid, ...option }: CreateConsequenceBody) {
  return transact(db, async (trx) => {
    await lockOwnMap(trx, userId, mapid);
    await ownEvent(trx, userId, eventid, mapid, 'eventid');
    if ((await listOptionsOfEvent(trx, eventid)).length >= OPTIONS_PER_EVENT_MAX) throw badRequest('TOO_MANY_OPTIONS');
    await checkOptionLinks(trx, userId, mapid, [option], (_index, name) => name);
    const consequenceid = await insertOption(trx, eventid, option);
    await refreshMap(trx, mapid);
    return consequenceid;
  });
}

export function deleteOption(db: Db, userId: number, mapid: number, consequenceid: number): Promise<void> {
  return transact(db, async (trx) => {
    await lockOwnMap(trx, userId, mapid);
    await ownOption(trx, userId, consequenceid, { mapid });
    await deleteOptions(trx, [consequenceid]);
    await refreshMap(trx, mapid);
  });
}
