import type { Insertable, Kysely, Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { CharactersTable, Database } from '../db/schema';
import type { ConsequencesTable, EventsTable, MapsTable, ObjectsTable } from '../db/schema-creators';

/**
 * The statements that write the built-in content at start (server/content/seed.ts): the character catalogue, the
 * islands' map rows and each island's items, events and options. No player's request runs them.
 */
type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** Inserts new catalogue ids and overwrites the existing ones; players' ownership is another table. */
export async function upsertCharacters(db: Db, rows: readonly Insertable<CharactersTable>[]): Promise<void> {
  await db
    .insertInto('characters')
    .values(rows)
    .onConflict((oc) =>
      oc.column('characterid').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        name_en: eb.ref('excluded.name_en'),
        skin: eb.ref('excluded.skin'),
        rarity: eb.ref('excluded.rarity'),
        health: eb.ref('excluded.health'),
        hunger: eb.ref('excluded.hunger'),
        thirst: eb.ref('excluded.thirst'),
        sanity: eb.ref('excluded.sanity'),
        pasiva: eb.ref('excluded.pasiva'),
        price: eb.ref('excluded.price'),
        description: eb.ref('excluded.description'),
        description_en: eb.ref('excluded.description_en'),
      })),
    )
    .execute();
}

/** Inserts the map rows whose ids are missing; existing rows (and any later changes to them) are left alone. */
export async function insertMissingMaps(db: Db, rows: readonly Insertable<MapsTable>[]): Promise<void> {
  await db
    .insertInto('maps')
    .values(rows)
    .onConflict((oc) => oc.column('mapid').doNothing())
    .execute();
}

/**
 * The island's map row, locked until the transaction ends on PostgreSQL, so a second instance seeding at the same time
 * waits here (SQLite has one writer already); undefined when the row is missing.
 */
export function lockIslandMap(trx: Trx, mapid: number) {
  const query = trx.selectFrom('maps').select(['mapid', 'description']).where('mapid', '=', mapid);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

export async function mapHasEvents(trx: Trx, mapid: number): Promise<boolean> {
  const row = await trx.selectFrom('events').select('eventid').where('mapid', '=', mapid).limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Inserts one item; its id. */
export async function insertIslandItem(trx: Trx, item: Insertable<ObjectsTable>): Promise<number> {
  const row = await trx.insertInto('objects').values(item).returning('objectid').executeTakeFirstOrThrow();
  return row.objectid;
}

/** Inserts one event; its id. */
export async function insertIslandEvent(trx: Trx, event: Insertable<EventsTable>): Promise<number> {
  const row = await trx.insertInto('events').values(event).returning('eventid').executeTakeFirstOrThrow();
  return row.eventid;
}

export async function insertIslandOptions(trx: Trx, options: readonly Insertable<ConsequencesTable>[]): Promise<void> {
  await trx.insertInto('consequences').values(options).execute();
}

export async function setMapDescription(trx: Trx, mapid: number, description: string): Promise<void> {
  await trx.updateTable('maps').set({ description }).where('mapid', '=', mapid).execute();
}
