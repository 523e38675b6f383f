import type { Kysely } from 'kysely';
import { QUEST_STAT_KEYS } from '@src/core/catalogue/quests';
import { compiledOnce, compiledPerLength } from '../db/compiled-once';
import type { Database } from '../db/schema';

/** Counters of what a player did (read by the quests): the totals of src/core/catalogue/quests.ts, and per map. */
export const PLAYER_STAT_KEYS = {
  runsPlayed: QUEST_STAT_KEYS.runsPlayed,
  runsWon: QUEST_STAT_KEYS.runsWon,
  runsDied: QUEST_STAT_KEYS.runsDied,
  eventsCompleted: QUEST_STAT_KEYS.eventsCompleted,
  itemsUsed: QUEST_STAT_KEYS.itemsUsed,
  mapPlayed: (mapId: number) => `map_${mapId}_played`,
  mapWon: (mapId: number) => `map_${mapId}_won`,
} as const;

/** Per number of counters (a run's end adds four or five): compiled once each, a named prepared statement on PostgreSQL. */
const addStats = compiledPerLength((counters) =>
  compiledOnce((db, userId: number, ...keysAndValues: (string | number)[]) =>
    db
      .insertInto('player_stats')
      .values(
        Array.from({ length: counters }, (_, index) => ({
          user_id: userId,
          stat_key: keysAndValues[2 * index] as string,
          value: keysAndValues[2 * index + 1] as number,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'stat_key'])
          .doUpdateSet((eb) => ({ value: eb('player_stats.value', '+', eb.ref('excluded.value')) })),
      ),
  ),
);

/** Adds to several counters of one player in one statement (rows are created at their first use); zeros are skipped. */
export async function addPlayerStats(
  db: Kysely<Database>,
  userId: number,
  increments: Readonly<Record<string, number>>,
) {
  const counted = Object.entries(increments).filter(([, value]) => value !== 0);
  if (counted.length === 0) return;
  await addStats(counted.length)(db, userId, ...counted.flat());
}

// Read by every quest board and claim (compiled once: db/compiled-once.ts).
const selectPlayerStats = compiledOnce((db, userId: number) =>
  db.selectFrom('player_stats').select(['stat_key', 'value']).where('user_id', '=', userId),
);

/** A player's counters by key (absent keys are 0). */
export async function playerStats(db: Kysely<Database>, userId: number): Promise<Record<string, number>> {
  const { rows } = await selectPlayerStats(db, userId);
  return Object.fromEntries(rows.map((row) => [row.stat_key, row.value]));
}
