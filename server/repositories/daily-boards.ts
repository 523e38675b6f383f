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
 * The whole board, ranked, in one pass: per player the sum of their scored runs in the period (one run a day: today's
 * board is each player's run), ranked by that sum, then by who reached it first (their last run's settling), then by
 * id; and their best run of the period (highest score, the earlier on a tie), picked by a window rather than a query
 * per row. Window functions and CTEs read the same on SQLite and PostgreSQL.
 */
export async function boardRanking(db: Db, filter: BoardFilter): Promise<BoardRow[]> {
  const { from, to, followerId } = filter;
  const rows = await db
    .with('scored', (qb) =>
      qb
        .selectFrom('daily_runs')
        .select([
          'user_id',
          'run_id',
          'score',
          'settled_at',
          sql<number>`row_number() over (partition by user_id order by score desc, settled_at asc)`.as('pick'),
        ])
        .where('score', 'is not', null)
        .where('day', '>=', from)
        .where('day', '<=', to)
        .$if(followerId !== undefined, (circle) =>
          circle.where((eb) =>
            eb.or([
              eb('user_id', '=', followerId!),
              eb(
                'user_id',
                'in',
                eb.selectFrom('follows').select('followee_id').where('follower_id', '=', followerId!),
              ),
            ]),
          ),
        ),
    )
    .with('totals', (qb) =>
      qb
        .selectFrom('scored')
        .select((eb) => [
          'user_id',
          eb.fn.sum<number>('score').as('total'),
          eb.fn.countAll<number>().as('runs'),
          eb.fn.max('settled_at').as('reached'),
          sql<number>`max(case when pick = 1 then run_id end)`.as('best_run_id'),
        ])
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
    .select([
      'ranked.rank',
      'ranked.user_id',
      'users.username',
      'users.profile_image',
      'ranked.total',
      'ranked.runs',
      'ranked.best_run_id',
    ])
    .orderBy('ranked.rank')
    .execute();
  return rows.map(boardRow);
}

type RawRow = {
  rank: number | string;
  user_id: number;
  username: string;
  profile_image: string;
  total: number | string;
  runs: number | string;
  best_run_id: number | string | null;
};

// PostgreSQL answers sums, counts and row numbers as strings (numeric, bigint).
const boardRow = (row: RawRow): BoardRow => ({
  rank: Number(row.rank),
  userId: row.user_id,
  username: row.username,
  picture: row.profile_image,
  score: Number(row.total),
  runs: Number(row.runs),
  bestRunId: Number(row.best_run_id ?? 0),
});
