import { sql, type Kysely } from 'kysely';
import { QUEST_STAT_KEYS, type QuestStatKey } from '@src/core/catalogue/quests';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';
import { PLAYER_STAT_KEYS, playerStats } from '../../repositories/player-stats';

/** History Mode's islands that can be started (spec 2: the 4th and 5th cannot): "win every built-in island". */
const STARTABLE_ISLANDS = [1, 2, 3];

const k = QUEST_STAT_KEYS;

/**
 * The quest counters the server can measure today. Run counters are kept when a run ends (player_stats); the social
 * ones are counted from the rows that record them, so they can never drift from what happened. A quest whose counter
 * is missing here (gacha rolls, the social link) is not offered until the feature that counts it ships.
 */
export type QuestCounters = Partial<Record<QuestStatKey, number>>;

/**
 * The social counters in one statement of scalar subqueries on the player's row (each answered from an index), instead
 * of one round of Kysely building, compiling and running per counter, and compiled once (db/compiled-once.ts): the
 * quest board is asked on every visit.
 */
const socialCounters = compiledOnce((db, userId: number) =>
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
        .as('published'),
      eb.selectFrom('likes').select(eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).as('likesGiven'),
      eb
        .selectFrom('maps')
        .select(sql<number>`coalesce(sum(likes), 0)`.as('n'))
        .where('owner_id', '=', userId)
        .as('likesReceived'),
      eb
        .selectFrom('maps')
        .select(sql<number>`coalesce(sum(num_players), 0)`.as('n'))
        .where('owner_id', '=', userId)
        .as('plays'),
      eb.selectFrom('follows').select(eb.fn.countAll<number>().as('n')).where('follower_id', '=', userId).as('follows'),
      eb
        .selectFrom('user_characters')
        .select(eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .as('owned'),
    ]),
);

export async function questCounters(db: Kysely<Database>, userId: number): Promise<QuestCounters> {
  const [stats, { rows }] = await Promise.all([playerStats(db, userId), socialCounters(db, userId)]);
  const social = rows[0];
  const stat = (key: string) => stats[key] ?? 0;
  return {
    [k.runsPlayed]: stat(PLAYER_STAT_KEYS.runsPlayed),
    [k.runsWon]: stat(PLAYER_STAT_KEYS.runsWon),
    [k.runsDied]: stat(PLAYER_STAT_KEYS.runsDied),
    [k.eventsCompleted]: stat(PLAYER_STAT_KEYS.eventsCompleted),
    [k.itemsUsed]: stat(PLAYER_STAT_KEYS.itemsUsed),
    [k.builtInIslandsWon]: STARTABLE_ISLANDS.filter((mapId) => stat(PLAYER_STAT_KEYS.mapWon(mapId)) > 0).length,
    [k.level]: social?.lvl ?? 1,
    // PostgreSQL answers counts and sums as strings (bigint, numeric).
    [k.mapsPublished]: Number(social?.published ?? 0),
    [k.likesGiven]: Number(social?.likesGiven ?? 0),
    [k.likesReceived]: Number(social?.likesReceived ?? 0),
    [k.playsOfOwnMaps]: Number(social?.plays ?? 0),
    [k.follows]: Number(social?.follows ?? 0),
    [k.charactersOwned]: Number(social?.owned ?? 0),
  };
}
