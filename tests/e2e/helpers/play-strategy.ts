/**
 * How the keyboard player of the play journeys picks an option: it reads the options' consequences (from the
 * /play/play answer) and the stats bar, and steers the run to the ending the test wants. The seed is the server's, so
 * the strategy has to reach its ending from any draw. Measured with the rules engine on Beach Island with the starter
 * at level 1, over 20,000 random seeds each (40 events): "win" won every run (86 % by a rescue, the rest by outliving
 * every event; 28 turns on average, 38 at most) and "die" died in every run (15 turns on average, 28 at most).
 * tests/core/play-strategy.test.ts keeps that promise over 1,000 seeds.
 */
import { EFFECTS, parseEffect } from '../../../src/core/effects';
import type { PlayConsequence } from '../../../src/core/run';
import { STAT_KEYS, statChangesOf, type StatKey, type Stats } from '../../../src/core/stats';

export type Goal = 'win' | 'die';

/** An option as the player sees it (in the rules' words): what it does, and whether it can be taken (a missing item disables it). */
export interface OptionChoice {
  readonly consequence: PlayConsequence;
  readonly open: boolean;
}

/** The stats bar: each stat's value and maximum. */
export interface StatsOnScreen {
  readonly value: Stats;
  readonly max: Stats;
}

/** What the effect will do over its whole life, as a fraction of each stat (helpful positive, harmful negative). */
function effectToll(option: PlayConsequence, stat: StatKey): number {
  const parsed = parseEffect(option.effect);
  if (parsed.kind !== 'effect') return 0;
  const { turns, perTurnPercent } = EFFECTS[parsed.effect];
  return ((perTurnPercent[stat] ?? 0) * turns) / 100;
}

/** Each stat's share of its maximum after the option and its effect, unclamped (below 0 means it kills). */
const ratiosAfter = (option: PlayConsequence, stats: StatsOnScreen): number[] =>
  STAT_KEYS.map(
    (stat) => (stats.value[stat] + statChangesOf(option)[stat]) / stats.max[stat] + effectToll(option, stat),
  );

/**
 * To win: a rescue when one is open; otherwise the option that keeps the weakest stat highest, preferring items and
 * unlocked events (they lead to the rescues). To die: never a rescue if anything else is open; otherwise the option
 * that leaves the weakest stat lowest.
 */
function score(goal: Goal, option: PlayConsequence, stats: StatsOnScreen): number {
  const ratios = ratiosAfter(option, stats);
  const weakest = Math.min(...ratios);
  const average = ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
  if (goal === 'die') return (option.wins ? -1000 : 0) - 2 * weakest - average;
  if (option.wins && weakest > 0) return 1000;
  const leads = (option.rewardItemId === null ? 0 : 0.1) + (option.unlocksEventId === null ? 0 : 0.15);
  return (weakest > 0 ? 0 : -100) + 2 * weakest + average + leads;
}

/** The index (0-based, in screen order) of the open option that serves the goal best. */
export function pickOption(goal: Goal, options: readonly OptionChoice[], stats: StatsOnScreen): number {
  let best = -1;
  let bestScore = -Infinity;
  options.forEach(({ consequence, open }, index) => {
    if (!open) return;
    const value = score(goal, consequence, stats);
    if (value > bestScore) [best, bestScore] = [index, value];
  });
  if (best < 0) throw new Error('no option can be taken');
  return best;
}
