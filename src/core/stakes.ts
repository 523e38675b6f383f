/**
 * The preview of an option's stakes (docs/game-rules.md, "Stakes"): which stats the option's own change touches and how
 * strongly, in marks, never the sign or the number. The thresholds come from the built-in islands' options.
 */
import { STAT_KEYS, type StatConsequences, type StatKey } from './stats';

/** 1: a small change; 2: a large one. A stat the option leaves alone has no stake. */
export type StakeMarks = 1 | 2;

export interface Stake {
  readonly stat: StatKey;
  readonly marks: StakeMarks;
}

/**
 * A change of this many points or more is large. On the built-in islands (412 stat changes) a third are 15 or more
 * (15, 20, 25, up to 40) and two thirds are 5 or 10, so two marks single out the changes a player should weigh.
 */
export const LARGE_STAKE = 15;

/** The marks of one authored change; 0 when the bar would not move (a change is rounded to whole points). */
export function stakeMarks(change: number): 0 | StakeMarks {
  const points = Math.abs(Math.round(change));
  if (points === 0) return 0;
  return points >= LARGE_STAKE ? 2 : 1;
}

/** The stats an option touches, in the stats bar's order, with their marks. */
export function stakesOf(option: StatConsequences): Stake[] {
  return STAT_KEYS.flatMap((stat) => {
    const marks = stakeMarks(option[stat]);
    return marks === 0 ? [] : [{ stat, marks }];
  });
}
