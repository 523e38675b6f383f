import type { Kysely } from 'kysely';
import type { DailyPlayerState, DailyResponse } from '@src/contract/daily';
import { currentStreak } from '@src/core/daily-days';
import type { Database } from '../../db/schema';
import { boardRowOf } from '../../repositories/daily-boards';
import { dailyRunOf, rankedDays } from '../../repositories/daily-runs';
import { playersRanked, type DailyBoards } from './daily-boards';
import type { DailyIsland } from './daily-island';

/** Where the player stands on `day`: no ranked run yet, one under way, or one scored (with its rank). */
async function playerState(db: Kysely<Database>, day: string, userId: number): Promise<DailyPlayerState> {
  const [run, days] = await Promise.all([dailyRunOf(db, day, userId), rankedDays(db, userId)]);
  const streak = currentStreak(days, day);
  if (!run) return { state: 'not-played', runId: null, score: null, rank: null, streak };
  if (run.score === null) return { state: 'playing', runId: run.run_id, score: null, rank: null, streak };
  const row = await boardRowOf(db, { from: day, to: day }, userId);
  return { state: 'ranked', runId: run.run_id, score: run.score, rank: row?.rank ?? null, streak };
}

/** GET /daily: today's island, how many ranked on it, and the caller's state (null for a visitor). */
export async function dailyView(
  db: Kysely<Database>,
  boards: DailyBoards,
  island: DailyIsland,
  userId: number | undefined,
): Promise<DailyResponse> {
  const [players, player] = await Promise.all([
    playersRanked(db, boards, island.day),
    userId === undefined ? null : playerState(db, island.day, userId),
  ]);
  return { day: island.day, mapId: island.mapId, endsAt: island.endsAt, players, player };
}
