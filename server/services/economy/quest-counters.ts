import { sql, type Kysely } from 'kysely';
import { QUEST_STAT_KEYS, type QuestStatKey } from '@src/core/quests';
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

const count = sql<number>`count(*)`;

export async function questCounters(db: Kysely<Database>, userId: number): Promise<QuestCounters> {
  const [stats, user, published, likesGiven, received, follows, owned] = await Promise.all([
    playerStats(db, userId),
    db.selectFrom('users').select('lvl').where('id', '=', userId).executeTakeFirst(),
    db
      .selectFrom('maps')
      .select(count.as('n'))
      .where('owner_id', '=', userId)
      .where('published', '=', 1)
      .executeTakeFirstOrThrow(),
    db.selectFrom('likes').select(count.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('maps')
      .select([
        sql<number>`coalesce(sum(likes), 0)`.as('likes'),
        sql<number>`coalesce(sum(num_players), 0)`.as('plays'),
      ])
      .where('owner_id', '=', userId)
      .executeTakeFirstOrThrow(),
    db.selectFrom('follows').select(count.as('n')).where('follower_id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('user_characters').select(count.as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
  ]);
  const stat = (key: string) => stats[key] ?? 0;
  return {
    [k.runsPlayed]: stat(PLAYER_STAT_KEYS.runsPlayed),
    [k.runsWon]: stat(PLAYER_STAT_KEYS.runsWon),
    [k.runsDied]: stat(PLAYER_STAT_KEYS.runsDied),
    [k.eventsCompleted]: stat(PLAYER_STAT_KEYS.eventsCompleted),
    [k.itemsUsed]: stat(PLAYER_STAT_KEYS.itemsUsed),
    [k.builtInIslandsWon]: STARTABLE_ISLANDS.filter((mapId) => stat(PLAYER_STAT_KEYS.mapWon(mapId)) > 0).length,
    [k.level]: user?.lvl ?? 1,
    [k.mapsPublished]: Number(published.n),
    [k.likesGiven]: Number(likesGiven.n),
    [k.likesReceived]: Number(received.likes),
    [k.playsOfOwnMaps]: Number(received.plays),
    [k.follows]: Number(follows.n),
    [k.charactersOwned]: Number(owned.n),
  };
}
