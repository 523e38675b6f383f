/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from './helpers';

/** History Mode stores the island as mapa = slider index + 1: map ids 1 to 5 belong to the built-in islands. */
const RESERVED_MAP_IDS = 5;

/**
 * Maps, events, options (consequences), items and likes. Everything a user made hangs off users.id with ON DELETE
 * CASCADE, so deleting an account deletes it all; links from an option to an item or an event become NULL when that
 * item or event goes.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('maps'), dialect, 'mapid')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_key', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('image', 'text')
    .addColumn('published', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`published in (0, 1)`),
    )
    .addColumn('difficulty', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`difficulty between 1 and 10`),
    )
    .addColumn('num_players', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`num_players >= 0`),
    )
    .addColumn('likes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`likes >= 0`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('maps_owner').on('maps').column('owner_id').execute();
  // GET /maps/all filters on published and orders by one of these (ties broken by mapid), a page at a time.
  await db.schema.createIndex('maps_browse_likes').on('maps').columns(['published', 'likes', 'mapid']).execute();
  await db.schema.createIndex('maps_browse_plays').on('maps').columns(['published', 'num_players', 'mapid']).execute();
  await db.schema.createIndex('maps_browse_name').on('maps').columns(['published', 'name_key', 'mapid']).execute();
  await reserveBuiltInMapIds(db, dialect);

  await withId(db.schema.createTable('objects'), dialect, 'objectid')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('mapid', 'integer', (col) => col.references('maps.mapid').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('name_en', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text')
    .addColumn('functionality', 'text', (col) => col.notNull().defaultTo('None'))
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('objects_owner').on('objects').column('owner_id').execute();
  await db.schema.createIndex('objects_map').on('objects').column('mapid').execute();

  await withId(db.schema.createTable('events'), dialect, 'eventid')
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('premise', 'text', (col) => col.notNull())
    .addColumn('premise_en', 'text')
    .addColumn('locked', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`locked in (0, 1)`),
    )
    .addColumn('position_x', 'integer')
    .addColumn('position_y', 'integer')
    .execute();
  await db.schema.createIndex('events_map').on('events').column('mapid').execute();

  await withId(db.schema.createTable('consequences'), dialect, 'consequenceid')
    .addColumn('eventid', 'integer', (col) => col.notNull().references('events.eventid').onDelete('cascade'))
    .addColumn('option', 'text', (col) => col.notNull())
    .addColumn('option_en', 'text')
    .addColumn('consequence_text', 'text', (col) => col.notNull())
    .addColumn('consequence_text_en', 'text')
    .addColumn('health_consequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hunger_consequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('thirst_consequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sanity_consequence', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('effect_consequence', 'text', (col) => col.notNull().defaultTo('nada'))
    .addColumn('wins', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`wins in (0, 1)`),
    )
    .addColumn('idobject_requeriment', 'integer', (col) => col.references('objects.objectid').onDelete('set null'))
    .addColumn('idobject_reward', 'integer', (col) => col.references('objects.objectid').onDelete('set null'))
    .addColumn('unlocks_eventid', 'integer', (col) => col.references('events.eventid').onDelete('set null'))
    .addColumn('follows_eventid', 'integer', (col) => col.references('events.eventid').onDelete('set null'))
    .execute();
  // The link columns are indexed so that deleting an item or event finds the options naming it without a scan.
  for (const column of ['eventid', 'idobject_requeriment', 'idobject_reward', 'unlocks_eventid', 'follows_eventid']) {
    await db.schema.createIndex(`consequences_${column}`).on('consequences').column(column).execute();
  }

  await db.schema
    .createTable('likes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['user_id', 'mapid'])
    .execute();
  await db.schema.createIndex('likes_map').on('likes').column('mapid').execute();
  await keepLikeCounts(db, dialect);
}

/** Moves the id counter past the islands' ids, so the first user map is 6 whether or not the islands are seeded yet. */
async function reserveBuiltInMapIds(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('maps', 'mapid'), ${RESERVED_MAP_IDS})`.execute(db);
  } else {
    await sql`insert into sqlite_sequence (name, seq) values ('maps', ${RESERVED_MAP_IDS})`.execute(db);
  }
}

/**
 * maps.likes follows the likes table in the same statement, whatever removes a row: the toggle, or the cascade of a
 * deleted account. /maps/all can then sort by it through an index instead of counting every like.
 */
async function keepLikeCounts(db: Kysely<any>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    await sql`
      create function likes_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update maps set likes = likes + 1 where mapid = new.mapid;
          return new;
        end if;
        update maps set likes = likes - 1 where mapid = old.mapid;
        return old;
      end $$`.execute(db);
    await sql`create trigger likes_count after insert or delete on likes for each row execute function likes_count()`.execute(
      db,
    );
  } else {
    await sql`create trigger likes_count_insert after insert on likes
      begin update maps set likes = likes + 1 where mapid = new.mapid; end`.execute(db);
    await sql`create trigger likes_count_delete after delete on likes
      begin update maps set likes = likes - 1 where mapid = old.mapid; end`.execute(db);
  }
}
