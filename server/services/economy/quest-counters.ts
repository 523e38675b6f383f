import type { Kysely } from 'kysely';
import { QUEST_STAT_KEYS, type QuestStatKey } from '@src/core/catalogue/quests';
import type { Database } from '../../db/schema';
import { longestStreak } from '@src/core/daily-days';
import { rankedDays } from '../../repositories/daily-runs';
import { socialCounters } from '../../repositories/economy/social-counters';
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

export async function questCounters(db: Kysely<Database>, userId: number): Promise<QuestCounters> {
  const [stats, social, dailyDays] = await Promise.all([
    playerStats(db, userId),
    socialCounters(db, userId),
    rankedDays(db, userId),
  ]);
  const stat = (key: string) => stats[key] ?? 0;
  return {
    [k.runsPlayed]: stat(PLAYER_STAT_KEYS.runsPlayed),
    [k.runsWon]: stat(PLAYER_STAT_KEYS.runsWon),
    [k.runsDied]: stat(PLAYER_STAT_KEYS.runsDied),
    [k.eventsCompleted]: stat(PLAYER_STAT_KEYS.eventsCompleted),
    [k.itemsUsed]: stat(PLAYER_STAT_KEYS.itemsUsed),
    // The best streak ever, so a missed day never takes back a quest's progress.
    [k.dailyStreak]: longestStreak(dailyDays),
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
