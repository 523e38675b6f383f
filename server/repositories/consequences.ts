import type { Kysely } from 'kysely';
import type { OptionFields } from '@src/contract/events';
import type { Database } from '../db/schema';
import type { ConsequenceRow } from '../db/schema-creators';

type Db = Kysely<Database>;

/** The column an edge type lives in: a direct edge opens the target at once, an unlock edge unlocks it. */
export type LinkColumn = 'follows_eventid' | 'unlocks_eventid';

/** The client's camelCase option as columns. */
function columnsOf(fields: OptionFields) {
  return {
    option: fields.option,
    consequence_text: fields.consequenceText,
    health_consequence: fields.healthConsequence,
    hunger_consequence: fields.hungerConsequence,
    thirst_consequence: fields.thirstConsequence,
    sanity_consequence: fields.sanityConsequence,
    effect_consequence: fields.effectConsequence,
    wins: fields.wins ? 1 : 0,
    idobject_requeriment: fields.objectidRequeriment,
    idobject_reward: fields.objectidReward,
    unlocks_eventid: fields.unlocksEventId,
    follows_eventid: fields.followsEventId,
  };
}

export function listOptionsOfEvent(db: Db, eventid: number): Promise<ConsequenceRow[]> {
  return db.selectFrom('consequences').selectAll().where('eventid', '=', eventid).orderBy('consequenceid').execute();
}

export function listOptionsOfMap(db: Db, mapid: number): Promise<ConsequenceRow[]> {
  return db
    .selectFrom('consequences as c')
    .innerJoin('events as e', 'e.eventid', 'c.eventid')
    .selectAll('c')
    .where('e.mapid', '=', mapid)
    .orderBy('c.consequenceid')
    .execute();
}

export async function insertOption(db: Db, eventid: number, fields: OptionFields): Promise<number> {
  const row = await db
    .insertInto('consequences')
    .values({ eventid, ...columnsOf(fields) })
    .returning('consequenceid')
    .executeTakeFirstOrThrow();
  return row.consequenceid;
}

/** Several options of one event in one statement, in the order given (their ids ascend in that order). */
export async function insertOptions(db: Db, eventid: number, options: readonly OptionFields[]): Promise<void> {
  if (options.length === 0) return;
  await db
    .insertInto('consequences')
    .values(options.map((fields) => ({ eventid, ...columnsOf(fields) })))
    .execute();
}

export async function updateOption(db: Db, consequenceid: number, fields: OptionFields): Promise<void> {
  await db.updateTable('consequences').set(columnsOf(fields)).where('consequenceid', '=', consequenceid).execute();
}

export async function deleteOptions(db: Db, consequenceIds: readonly number[]): Promise<void> {
  if (consequenceIds.length === 0) return;
  await db.deleteFrom('consequences').where('consequenceid', 'in', consequenceIds).execute();
}

/** An option with its event, the map and the map's owner, for ownership checks and edge changes. */
export function findOptionOwnership(db: Db, consequenceid: number) {
  return db
    .selectFrom('consequences as c')
    .innerJoin('events as e', 'e.eventid', 'c.eventid')
    .innerJoin('maps as m', 'm.mapid', 'e.mapid')
    .select(['c.consequenceid', 'c.eventid', 'e.mapid', 'm.owner_id', 'c.follows_eventid', 'c.unlocks_eventid'])
    .where('c.consequenceid', '=', consequenceid)
    .executeTakeFirst();
}
export type OptionOwnership = NonNullable<Awaited<ReturnType<typeof findOptionOwnership>>>;

/** Points one link of an option at an event, or clears it with null. */
export async function setLink(db: Db, consequenceid: number, column: LinkColumn, target: number | null): Promise<void> {
  await db
    .updateTable('consequences')
    .set({ [column]: target })
    .where('consequenceid', '=', consequenceid)
    .execute();
}
