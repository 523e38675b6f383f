import type { Kysely } from 'kysely';
import { QUEST_STAT_KEYS, type QuestStatKey } from '@src/core/catalogue/quests';
import type { Database } from '../../db/schema';
import { longestStreak } from '@src/core/daily-days';
import { questFacts } from '../../repositories/economy/quest-facts';
import { PLAYER_STAT_KEYS } from '../../repositories/player-stats';

/** History Mode's islands that can be started (spec 2: the 4th and 5th cannot): "win every built-in island". */
const STARTABLE_ISLANDS = [1, 2, 3];

const k = QUEST_STAT_KEYS;

/**
 * The quest counters the server can measure today. Run counters are kept when a run ends (player_stats); the social
 * ones are counted from the rows that record them, so they can never drift from what happened. A quest whose counter
 * is missing here (gacha rolls, the social link) is not offered until the feature that counts it ships.
 */
export type QuestCounters = Partial<Record<QuestStatKey, number>>;

/** The player's quest counters and the quests they have claimed, read in one statement (repositories/economy/quest-facts.ts). */
export async function questProgress(
  db: Kysely<Database>,
  userId: number,
): Promise<{ counters: QuestCounters; claimed: ReadonlySet<number> }> {
  const facts = await questFacts(db, userId);
  const stat = (key: string) => facts?.stats[key] ?? 0;
  const counters: QuestCounters = {
    [k.runsPlayed]: stat(PLAYER_STAT_KEYS.runsPlayed),
    [k.runsWon]: stat(PLAYER_STAT_KEYS.runsWon),
    [k.runsDied]: stat(PLAYER_STAT_KEYS.runsDied),
    [k.eventsCompleted]: stat(PLAYER_STAT_KEYS.eventsCompleted),
    [k.itemsUsed]: stat(PLAYER_STAT_KEYS.itemsUsed),
    // The best streak ever, so a missed day never takes back a quest's progress.
    [k.dailyStreak]: longestStreak(facts?.rankedDays ?? []),
    [k.builtInIslandsWon]: STARTABLE_ISLANDS.filter((mapId) => stat(PLAYER_STAT_KEYS.mapWon(mapId)) > 0).length,
    [k.level]: facts?.lvl ?? 1,
    [k.mapsPublished]: facts?.published ?? 0,
    [k.likesGiven]: facts?.likesGiven ?? 0,
    [k.likesReceived]: facts?.likesReceived ?? 0,
    [k.playsOfOwnMaps]: facts?.plays ?? 0,
    [k.follows]: facts?.follows ?? 0,
    [k.charactersOwned]: facts?.owned ?? 0,
  };
  return { counters, claimed: facts?.claimed ?? new Set() };
}
