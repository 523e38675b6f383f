/**
 * The daily island's score (docs/daily.md, "The score"): read from the final state of the server's replay of a run,
 * never from anything the player reports. Turns survived count most, a win adds a fixed bonus, and the stats left at
 * the end (each as a percentage of its maximum, so a higher level is no head start) break the ties between equal runs.
 */
import { STAT_KEYS, type Stats } from './stats';

/** Points per turn survived (each turn is one completed event). */
export const DAILY_POINTS_PER_TURN = 100;
/** Points a won run adds: worth ten turns, so a win beats a death a few turns longer. */
export const DAILY_WIN_BONUS = 1000;
/** Points of one stat left full; an empty one adds nothing. */
export const DAILY_POINTS_PER_FULL_STAT = 100;

/** What the score reads of a run's final state. */
export interface DailyRunEnd {
  readonly status: 'won' | 'dead' | 'playing';
  readonly completed: readonly unknown[];
  readonly stats: Stats;
  readonly max: Stats;
}

/** The points of the stats left: each stat's share of its maximum, out of DAILY_POINTS_PER_FULL_STAT. */
export function statsLeftPoints(stats: Stats, max: Stats): number {
  let points = 0;
  for (const key of STAT_KEYS) {
    const share = max[key] > 0 ? Math.min(1, Math.max(0, stats[key] / max[key])) : 0;
    points += Math.round(DAILY_POINTS_PER_FULL_STAT * share);
  }
  return points;
}

/** The score of an ended run: 100 a turn, 1,000 for a win, up to 400 for the stats left. */
export function dailyScore(end: DailyRunEnd): number {
  const turns = end.completed.length * DAILY_POINTS_PER_TURN;
  const win = end.status === 'won' ? DAILY_WIN_BONUS : 0;
  return turns + win + statsLeftPoints(end.stats, end.max);
}
