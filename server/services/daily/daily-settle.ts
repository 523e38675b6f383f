import type { Kysely } from 'kysely';
import type { DailyRunScore } from '@src/contract/play';
import { dailyScore } from '@src/core/daily-score';
import type { RunState } from '@src/core/run';
import type { Database } from '../../db/schema';
import { boardRowOf } from '../../repositories/daily-boards';
import { scoreDailyRun } from '../../repositories/daily-runs';

/** A ranked daily run just scored: its day and its score. */
export interface ScoredDailyRun {
  readonly day: string;
  readonly score: number;
}

/**
 * Scores the run if it is its player's ranked daily run, from the server's replay only (src/core/daily-score.ts), in
 * the transaction that settles it (services/play/run-end.ts): a run is settled once, so it is scored once. Undefined
 * for any other run (a practice run, a run of another map).
 */
export async function scoreDailyRunOf(
  db: Kysely<Database>,
  runId: number,
  final: RunState,
): Promise<ScoredDailyRun | undefined> {
  const score = dailyScore(final);
  const day = await scoreDailyRun(db, runId, score);
  return day === undefined ? undefined : { day, score };
}

/** The run's score and the player's rank on its day's board, once it has settled. */
export async function dailyRank(db: Kysely<Database>, run: ScoredDailyRun, userId: number): Promise<DailyRunScore> {
  const row = await boardRowOf(db, { from: run.day, to: run.day }, userId);
  return { score: run.score, rank: row?.rank ?? 1 };
}
