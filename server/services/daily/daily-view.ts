import type { Kysely } from 'kysely';
import type { DailyPlayerState, DailyResponse } from '@src/contract/daily';
import { currentStreak } from '@src/core/daily-days';
import type { Database } from '../../db/schema';
import { keptFor, type KeptStanding } from '../../lib/player-memory';
import type { ShortMemory } from '../../lib/short-memory';
import { dailyStanding, dayRankOf } from '../../repositories/daily-runs';
import { keptRanking, type DailyBoards, type Ranking } from './daily-boards';
import type { DailyIsland } from './daily-island';

/** Players' standings kept in the player memory where there is one (lib/player-memory.ts). */
export type KeptStandings = ShortMemory<KeptStanding> | undefined;

/** The player's ranked run of `day` and their streak: one read, and a walk back through their days. */
async function standingOf(db: Kysely<Database>, day: string, userId: number): Promise<KeptStanding> {
  const { run, rankedDays } = await dailyStanding(db, day, userId);
  return { run, streak: currentStreak(rankedDays, day) };
}

/**
 * Where the player stands on `day`: no ranked run yet, one under way, or one scored with its rank, read from today's
 * board as kept (or counted for them when their run was scored by another server within the second).
 */
async function playerState(
  db: Kysely<Database>,
  standings: KeptStandings,
  today: Promise<Ranking>,
  day: string,
  userId: number,
): Promise<DailyPlayerState> {
  const { run, streak } = await keptFor(standings, `${userId} ${day}`, () => standingOf(db, day, userId));
  if (!run) return { state: 'not-played', runId: null, score: null, rank: null, streak };
  if (run.score === null) return { state: 'playing', runId: run.run_id, score: null, rank: null, streak };
  const rank = (await today).byPlayer.get(userId)?.rank ?? (await dayRankOf(db, day, userId));
  return { state: 'ranked', runId: run.run_id, score: run.score, rank: rank ?? null, streak };
}

/** GET /daily: today's island, how many ranked on it, and the caller's state (null for a visitor). */
export async function dailyView(
  db: Kysely<Database>,
  { boards, standings }: { boards: DailyBoards; standings: KeptStandings },
  island: DailyIsland,
  userId: number | undefined,
): Promise<DailyResponse> {
  const today = keptRanking(db, boards, island.day, 'today');
  const [ranking, player] = await Promise.all([
    today,
    userId === undefined ? null : playerState(db, standings, today, island.day, userId),
  ]);
  return { day: island.day, mapId: island.mapId, endsAt: island.endsAt, players: ranking.byPlayer.size, player };
}
