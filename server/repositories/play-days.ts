import type { Insertable, Kysely } from 'kysely';
import type { Database, MapPlayDaysTable } from '../db/schema';

type Db = Kysely<Database>;
export type PlayDay = Insertable<MapPlayDaysTable>;

/** The UTC day (YYYY-MM-DD) of an ISO timestamp: a play counts once per map, day and player or address. */
export const utcDay = (iso: string): string => iso.slice(0, 10);

/** The key a signed-in player's runs count under: the only plays that count toward the map owner's quests. */
export const playerPlayKey = (userId: number): string => `player:${userId}`;

/** Rows per statement: far below SQLite's and PostgreSQL's limits on a statement's parameters. */
const ROWS_PER_INSERT = 1000;

const keyOf = (day: PlayDay) => `${day.mapid}\n${day.day}\n${day.play_key}`;

/**
 * Records the plays not recorded yet and answers the ones this call recorded. The primary key (map, day, key) lets
 * exactly one of two concurrent inserts of the same play in, on both databases: the other does nothing. Rows go in
 * key order, so two servers inserting overlapping plays never wait for each other in a circle (PostgreSQL).
 */
export async function recordNewPlayDays(db: Db, days: readonly PlayDay[]): Promise<PlayDay[]> {
  const unique = [...new Map(days.map((day) => [keyOf(day), day])).values()].sort((a, b) =>
    keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0,
  );
  const recorded: PlayDay[] = [];
  for (let start = 0; start < unique.length; start += ROWS_PER_INSERT) {
    const rows = await db
      .insertInto('map_play_days')
      .values(unique.slice(start, start + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['mapid', 'day', 'play_key']).doNothing())
      .returning(['mapid', 'day', 'play_key', 'player_id'])
      .execute();
    recorded.push(...rows);
  }
  return recorded;
}
