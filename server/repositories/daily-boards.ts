import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** Which scored daily runs a board adds up: the days from `from` to `to`, and a follower's circle when given. */
export interface BoardFilter {
  readonly from: string;
  readonly to: string;
  /** Only the players this one follows, and this one. */
  readonly followerId?: number;
}

export interface BoardRow {
  readonly rank: number;
  readonly userId: number;
  readonly username: string;
  readonly picture: string;
  readonly score: number;
  readonly runs: number;
  readonly bestRunId: number;
}

/**
 * The board as one ordered table: per player the sum of their scored runs in the period (one run a day: today's board
 * is each player's run), ranked by that sum, then by who reached it first (their last run's settling), then by id.
 * Window functions and CTEs read the same on SQLite and PostgreSQL.
 */
function rankedBoard(db: Db, filter: BoardFilter) {
  const { from, to, followerId } = filter;
  return db
    .with('totals', (qb) =>
      qb
        .selectFrom('daily_runs')
        .select((eb) => [
          'user_id',
          eb.fn.sum<number>('score').as('total'),
          eb.fn.countAll<number>().as('runs'),
          eb.fn.max('settled_at').as('reached'),
        ])
        .where('score', 'is not', null)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .$if(followerId !== undefined, (circle) =>
          circle.where((eb) =>
            eb.or([
              eb('user_id', '=', followerId!),
              eb('user_id', 'in', eb.selectFrom('follows').select('followee_id').where('follower_id', '=', followerId!)),
            ]),
          ),
        )
        .groupBy('user_id'),
    )
    .with('ranked', (qb) =>
      qb
        .selectFrom('totals')
        .selectAll()
        .select(sql<number>`row_number() over (order by total desc, reached asc, user_id asc)`.as('rank')),
    )
    .selectFrom('ranked')
    .innerJoin('users', 'users.id', 'ranked.user_id')
    .select((eb) => [
      'ranked.rank',
      'ranked.user_id',
      'users.username',
      'users.profile_image',
      'ranked.total',
      'ranked.runs',
      eb
        .selectFrom('daily_runs as best')
        .select('best.run_id')
        .whereRef('best.user_id', '=', 'ranked.user_id')
        .where('best.score', 'is not', null)
        .where('best.day', '>=', from)
        .where('best.day', '<=', to)
        .orderBy('best.score', 'desc')
        .orderBy('best.settled_at', 'asc')
        .limit(1)
        .as('best_run_id'),
    ]);
}

type RawRow = {
  rank: number | string;
  user_id: number;
  username: string;
  profile_image: string;
  total: number | string;
  runs: number | string;
  best_run_id: number | null;
};

// PostgreSQL answers sums, counts and row numbers as strings (numeric, bigint).
const boardRow = (row: RawRow): BoardRow => ({
  rank: Number(row.rank),
  userId: row.user_id,
  username: row.username,
  picture: row.profile_image,
  score: Number(row.total),
  runs: Number(row.runs),
  bestRunId: row.best_run_id ?? 0,
});

/** The first `limit` rows of the board. */
export async function boardTop(db: Db, filter: BoardFilter, limit: number): Promise<BoardRow[]> {
  const rows = await rankedBoard(db, filter).where('ranked.rank', '<=', limit).orderBy('ranked.rank').execute();
  return rows.map(boardRow);
}

/** The player's row of the board, or undefined when they have no scored run in it. */
export async function boardRowOf(db: Db, filter: BoardFilter, userId: number): Promise<BoardRow | undefined> {
  const row = await rankedBoard(db, filter).where('ranked.user_id', '=', userId).executeTakeFirst();
  return row && boardRow(row);
}
