/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from './helpers';

/**
 * Issue 28, versions (docs/creators.md, "Versions"). A version is what players play of a published map, frozen:
 * `content` the events, options and items as JSON (the shape of server/repositories/map-versions.ts, written
 * here as it was at this migration), `layout` the diagram's node places (restore puts them back; they change no play,
 * so two versions that differ only there are the same). `maps.published_version_id` is the version players get;
 * `runs.map_version_id` the version a run plays (null: the draft, for the owner's own runs and the built-in islands).
 * Every map published (or hidden by a moderator) now gets its version 1 from its current content, and its unsettled
 * runs of other players play it.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('map_versions'), dialect)
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number >= 1`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('difficulty', 'integer', (col) => col.notNull())
    .addColumn('events_count', 'integer', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('layout', 'text', (col) => col.notNull())
    .addUniqueConstraint('map_versions_number', ['mapid', 'number'])
    .execute();
  await db.schema
    .alterTable('maps')
    .addColumn('published_version_id', 'integer', (col) => col.references('map_versions.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('runs')
    .addColumn('map_version_id', 'integer', (col) => col.references('map_versions.id').onDelete('cascade'))
    .execute();
  // The history's counts: a version's settled runs.
  await db.schema.createIndex('runs_map_version').on('runs').column('map_version_id').execute();

  const published = await db
    .selectFrom('maps')
    .select(['mapid', 'difficulty'])
    // A map a moderator hid is unpublished until restored, which publishes it again: it gets its version too.
    .where((eb) => eb.or([eb('published', '=', 1), eb('hidden', '=', 1)]))
    .where('owner_id', 'is not', null)
    .execute();
  const now = new Date().toISOString();
  for (const map of published) {
    const snapshot = await snapshotOf(db, map.mapid);
    const { id } = await db
      .insertInto('map_versions')
      .values({ mapid: map.mapid, number: 1, created_at: now, difficulty: map.difficulty, ...snapshot })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('maps').set({ published_version_id: id }).where('mapid', '=', map.mapid).execute();
    await db
      .updateTable('runs')
      .set({ map_version_id: id })
      .where('mapid', '=', map.mapid)
      .where('reward_claimed', '=', 0)
      .where('play_key', 'is not', null)
      .execute();
  }
}

async function snapshotOf(db: Kysely<any>, mapid: number) {
  const events = await db
    .selectFrom('events')
    .select(['eventid', 'premise', 'premise_en', 'locked', 'position_x', 'position_y'])
    .where('mapid', '=', mapid)
    .orderBy('eventid')
    .execute();
  const options = await db
    .selectFrom('consequences')
    .innerJoin('events', 'events.eventid', 'consequences.eventid')
    .selectAll('consequences')
    .where('events.mapid', '=', mapid)
    .orderBy('consequences.consequenceid')
    .execute();
  const itemIds = options.flatMap((o: any) => [o.idobject_requeriment, o.idobject_reward]).filter((id) => id !== null);
  const items =
    itemIds.length === 0
      ? []
      : await db
          .selectFrom('objects')
          .select(['objectid', 'name', 'name_en', 'description', 'description_en', 'functionality'])
          .where('objectid', 'in', itemIds)
          .orderBy('objectid')
          .execute();
  const content = {
    events: events.map((e: any) => ({
      eventid: e.eventid,
      premise: e.premise,
      premise_en: e.premise_en,
      locked: e.locked,
    })),
    options: options.map((o: any) => ({
      consequenceid: o.consequenceid,
      eventid: o.eventid,
      option: o.option,
      option_en: o.option_en,
      consequence_text: o.consequence_text,
      consequence_text_en: o.consequence_text_en,
      health_consequence: o.health_consequence,
      hunger_consequence: o.hunger_consequence,
      thirst_consequence: o.thirst_consequence,
      sanity_consequence: o.sanity_consequence,
      effect_consequence: o.effect_consequence,
      wins: o.wins,
      idobject_requeriment: o.idobject_requeriment,
      idobject_reward: o.idobject_reward,
      unlocks_eventid: o.unlocks_eventid,
      follows_eventid: o.follows_eventid,
    })),
    items,
  };
  const layout = events.map((e: any) => [e.eventid, e.position_x, e.position_y]);
  return { content: JSON.stringify(content), layout: JSON.stringify(layout), events_count: events.length };
}
