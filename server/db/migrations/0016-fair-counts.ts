/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';

/**
 * Issue 27, fair counts. A play counts once per map, per UTC day and per player or address: `map_play_days` holds one
 * row per counted play, and its primary key is what makes two concurrent requests count once on either database.
 * `play_key` says who played: `player:{id}` for a signed-in player's run, `address:{hash}` for anyone else, where the
 * hash is a keyed one of the address and the day (services/maps/play-count.ts), never the address itself.
 * `player_id` is set only for a signed-in player's run, the only play that counts toward its map owner's quests; the
 * partial index lets the quest board count those alone.
 *
 * A run carries the key its play waits under (`runs.play_key`) until the pending plays are added up
 * (repositories/runs.ts). Liking one's own map counts nothing any more: the existing self-likes are removed (the
 * likes trigger lowers maps.likes with them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('map_play_days')
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('play_key', 'text', (col) => col.notNull())
    .addColumn('player_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('map_play_days_pk', ['mapid', 'day', 'play_key'])
    .execute();
  await db.schema
    .createIndex('map_play_days_players')
    .on('map_play_days')
    .column('mapid')
    .where(sql.ref('player_id'), 'is not', null)
    .execute();
  await db.schema.alterTable('runs').addColumn('play_key', 'text').execute();
  await sql`delete from likes where exists (
    select 1 from maps where maps.mapid = likes.mapid and maps.owner_id = likes.user_id)`.execute(db);
}
