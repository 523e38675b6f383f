/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { sql, type Kysely } from 'kysely';
import { withId, type DialectName } from './helpers';

/**
 * Runs (started by POST /play/play, settled once by POST /play/endGame) and the players' counters the quests read.
 * A run goes with its map and its player (ON DELETE CASCADE); visitors' runs have no player.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await withId(db.schema.createTable('runs'), dialect)
    .addColumn('game_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('mapid', 'integer', (col) => col.notNull().references('maps.mapid').onDelete('cascade'))
    .addColumn('seed', 'text', (col) => col.notNull())
    .addColumn('characterid', 'integer', (col) => col.notNull().references('characters.characterid'))
    .addColumn('character_level', 'integer', (col) => col.notNull().check(sql`character_level >= 1`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('result', 'text', (col) => col.check(sql`result in ('won', 'dead')`))
    .addColumn('experience_gained', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`experience_gained >= 0`),
    )
    .addColumn('reward_claimed', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`reward_claimed in (0, 1)`),
    )
    .execute();
  await db.schema.createIndex('runs_user').on('runs').column('user_id').execute();
  await db.schema.createIndex('runs_map').on('runs').column('mapid').execute();

  await db.schema
    .createTable('player_stats')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stat_key', 'text', (col) => col.notNull())
    .addColumn('value', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`value >= 0`),
    )
    .addPrimaryKeyConstraint('player_stats_pk', ['user_id', 'stat_key'])
    .execute();
}
