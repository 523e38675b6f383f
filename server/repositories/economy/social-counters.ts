import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';

/**
 * The quests' social counters in one statement of scalar subqueries on the player's row (each answered from an index),
 * instead of one round of Kysely building, compiling and running per counter, and compiled once
 * (db/compiled-once.ts): the quest board is asked on every visit.
 */
const selectSocialCounters = compiledOnce((db, userId: number) =>
  db
    .selectFrom('users as u')
    .where('u.id', '=', userId)
    .select((eb) => [
      'u.lvl',
      eb
        .selectFrom('maps')
        .select(eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .where('published', '=', 1)
        // A remix is somebody else's work copied (docs/creators.md, "Remix"): publishing it pays no quest.
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('map_credits as c').select('c.mapid').whereRef('c.mapid', '=', 'maps.mapid'))),
        )
        .as('published'),
      eb.selectFrom('likes').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).as('likesGiven'),
      eb
        .selectFrom('maps')
        .select(sql<number>`coalesce(sum(likes), 0)`.as('n'))
        .where('owner_id', '=', userId)
        .as('likesReceived'),
      // Plays that pay: one per other signed-in player's run, map and UTC day (repositories/play-days.ts), not the
      // browser's num_players, which visitors' addresses and POST /maps/{id}/play add to as well.
      eb
        .selectFrom('map_play_days as d')
        .innerJoin('maps as m', 'm.mapid', 'd.mapid')
        .select(eb.fn.countAll<number>().as('n'))
        .where('m.owner_id', '=', userId)
        .where('d.player_id', 'is not', null)
        .where('d.player_id', '<>', userId)
        .as('plays'),
      eb.selectFrom('follows').select(eb.fn.countAll<number>().as('n')).where('follower_id', '=', userId).as('follows'),
      eb
        .selectFrom('user_characters')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('owned'),
    ]),
);

/** The player's level and social counts (strings on PostgreSQL); undefined when there is no such player. */
export async function socialCounters(db: Kysely<Database>, userId: number) {
  return (await selectSocialCounters(db, userId)).rows[0];
}
