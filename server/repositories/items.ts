import type { Kysely } from 'kysely';
import type { ItemFunctionality } from '@src/core/items';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { ObjectRow } from '../db/schema-creators';

type Db = Kysely<Database>;

export function findItem(db: Db, objectid: number): Promise<ObjectRow | undefined> {
  return db.selectFrom('objects').selectAll().where('objectid', '=', objectid).executeTakeFirst();
}

export function itemsByIds(
  db: Db,
  objectIds: readonly number[],
): Promise<Pick<ObjectRow, 'objectid' | 'owner_id' | 'mapid'>[]> {
  if (objectIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('objects')
    .select(['objectid', 'owner_id', 'mapid'])
    .where('objectid', 'in', [...new Set(objectIds)])
    .execute();
}

export function listOwnItems(db: Db, ownerId: number): Promise<ObjectRow[]> {
  return db.selectFrom('objects').selectAll().where('owner_id', '=', ownerId).orderBy('objectid').execute();
}

export async function countOwnItems(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('objects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * An item as served to the game: a picture a moderator hid is left out (`image` null, the default picture), so no play
 * view, item list or export names it (docs/moderation.md). Every read of items used by a map goes through it.
 */
export const withServedPicture = (row: ObjectRow): ObjectRow =>
  row.picture_hidden === 1 ? { ...row, image: null } : row;

/** The items a map's options need or give, in id order: what the game must know to play it. */
export async function itemsUsedByMap(db: Db, mapid: number): Promise<ObjectRow[]> {
  const optionsOfMap = db
    .selectFrom('consequences as c')
    .innerJoin('events as e', 'e.eventid', 'c.eventid')
    .where('e.mapid', '=', mapid);
  const rows = await db
    .selectFrom('objects')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('objectid', 'in', optionsOfMap.select('c.idobject_requeriment')),
        eb('objectid', 'in', optionsOfMap.select('c.idobject_reward')),
      ]),
    )
    .orderBy('objectid')
    .execute();
  return rows.map(withServedPicture);
}

/** The maps that show the item in a run: its own island, and every map with an option that requires or gives it. */
export async function mapsShowingItem(db: Db, item: Pick<ObjectRow, 'objectid' | 'mapid'>): Promise<number[]> {
  const rows = await db
    .selectFrom('consequences as c')
    .innerJoin('events as e', 'e.eventid', 'c.eventid')
    .select('e.mapid')
    .distinct()
    .where((eb) =>
      eb.or([eb('c.idobject_requeriment', '=', item.objectid), eb('c.idobject_reward', '=', item.objectid)]),
    )
    .execute();
  const mapids = rows.map((row) => row.mapid);
  return item.mapid === null || mapids.includes(item.mapid) ? mapids : [...mapids, item.mapid];
}

export interface ItemDraft {
  name: string;
  description: string;
  functionality: ItemFunctionality;
  image: string | null;
}

export function insertItem(db: Db, ownerId: number, draft: ItemDraft): Promise<ObjectRow> {
  return db
    .insertInto('objects')
    .values({ owner_id: ownerId, ...draft, created_at: nowIso() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateItem(db: Db, objectid: number, changes: Partial<ItemDraft>): Promise<ObjectRow> {
  return db
    .updateTable('objects')
    .set(changes)
    .where('objectid', '=', objectid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the item; options that needed or gave it keep going with that link set to NULL. */
export async function deleteItem(db: Db, objectid: number): Promise<void> {
  await db.deleteFrom('objects').where('objectid', '=', objectid).execute();
}
