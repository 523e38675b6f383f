import { sql, type Expression, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres } from '../../db/dialect';
import { fromJsonColumn, jsonArray, jsonList } from '../../db/json-list';
import type { Database } from '../../db/schema';

/** The rows of a one-table subquery as a JSON array, each row the array of `columns`: a player's list-shaped facts. */
const rowsAsJson = (postgres: boolean, columns: readonly Expression<unknown>[]) =>
  jsonList(postgres, jsonArray(postgres, columns));

/**
 * Everything the quest board counts for a player, in one statement of subqueries on their row, each answered from an
 * index: the level and social counts, the run counters (player_stats), the days with a scored daily run, and the quests
 * claimed. On PostgreSQL each statement is a round trip and a backend's parse, bind and snapshot: the four reads this
 * replaces were most of what a quest board cost it (issue 30). Compiled once (db/compiled-once.ts): the board is asked
 * on every visit.
 *
 * The player's id is a parameter once, on their row; every subquery refers to that row (`u.id`), never to the
 * parameter. PostgreSQL plans a prepared statement for its arguments five times, then keeps one generic plan only if
 * its estimated cost is below theirs plus the planning: with the id in each subquery, a player without maps was
 * estimated cheaper than the average creator, so all thirteen tables were planned again on every board (600–1,300 µs a
 * statement against 200–350 µs; docs/performance.md). Referred to through the row, the id is unknown to every plan
 * alike, so the generic one wins (tests/server/quest-board-plan.test.ts); SQLite's plan is the same either way.
 */
const selectQuestFacts = compiledOnce((db, userId: number) => {
  const postgres = isPostgres(db);
  return db
    .selectFrom('users as u')
    .where('u.id', '=', userId)
    .select((eb) => [
      'u.lvl',
      eb
        .selectFrom('maps')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('owner_id', '=', 'u.id')
        .where('published', '=', 1)
        // A remix is somebody else's work copied (docs/creators.md, "Remix"): publishing it pays no quest.
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('map_credits as c').select('c.mapid').whereRef('c.mapid', '=', 'maps.mapid'))),
        )
        .as('published'),
      eb.selectFrom('likes').select(eb.fn.countAll<number>().as('n')).whereRef('user_id', '=', 'u.id').as('likesGiven'),
      eb
        .selectFrom('maps')
        .select(sql<number>`coalesce(sum(likes), 0)`.as('n'))
        .whereRef('owner_id', '=', 'u.id')
        .as('likesReceived'),
      // Plays that pay: one per other signed-in player's run, map and UTC day (repositories/play-days.ts), not the
      // browser's num_players, which visitors' addresses and POST /maps/{id}/play add to as well.
      eb
        .selectFrom('map_play_days as d')
        .innerJoin('maps as m', 'm.mapid', 'd.mapid')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('m.owner_id', '=', 'u.id')
        .where('d.player_id', 'is not', null)
        .whereRef('d.player_id', '<>', 'u.id')
        .as('plays'),
      eb
        .selectFrom('follows')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('follower_id', '=', 'u.id')
        .as('follows'),
      eb
        .selectFrom('user_characters')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('user_id', '=', 'u.id')
        .as('owned'),
      eb
        .selectFrom('player_stats')
        .select(rowsAsJson(postgres, [sql.ref('stat_key'), sql.ref('value')]).as('j'))
        .whereRef('user_id', '=', 'u.id')
        .as('stats'),
      eb
        .selectFrom('daily_runs')
        .select(rowsAsJson(postgres, [sql.ref('day')]).as('j'))
        .whereRef('user_id', '=', 'u.id')
        .where('score', 'is not', null)
        .as('rankedDays'),
      eb
        .selectFrom('quest_claims')
        .select(rowsAsJson(postgres, [sql.ref('quest_id')]).as('j'))
        .whereRef('user_id', '=', 'u.id')
        .as('claimed'),
    ]);
});

export interface QuestFacts {
  readonly lvl: number;
  readonly published: number;
  readonly likesGiven: number;
  readonly likesReceived: number;
  readonly plays: number;
  readonly follows: number;
  readonly owned: number;
  /** The player's run counters by key (absent keys are 0). */
  readonly stats: Readonly<Record<string, number>>;
  readonly rankedDays: readonly string[];
  readonly claimed: ReadonlySet<number>;
}

/** SQLite answers the arrays as text, PostgreSQL as parsed JSON. */
const rowsOf = <T>(value: unknown): T[][] => fromJsonColumn<T[][]>(value);

/** What the quest board counts for the player; undefined when there is no such player. */
export async function questFacts(db: Kysely<Database>, userId: number): Promise<QuestFacts | undefined> {
  const row = (await selectQuestFacts(db, userId)).rows[0];
  if (!row) return undefined;
  // PostgreSQL answers counts and sums as strings (bigint, numeric).
  return {
    lvl: row.lvl,
    published: Number(row.published ?? 0),
    likesGiven: Number(row.likesGiven ?? 0),
    likesReceived: Number(row.likesReceived ?? 0),
    plays: Number(row.plays ?? 0),
    follows: Number(row.follows ?? 0),
    owned: Number(row.owned ?? 0),
    stats: Object.fromEntries(rowsOf<string | number>(row.stats).map(([key, value]) => [key, Number(value)])),
    rankedDays: rowsOf<string>(row.rankedDays).map(([day]) => day),
    claimed: new Set(rowsOf<number>(row.claimed).map(([id]) => Number(id))),
  };
}
