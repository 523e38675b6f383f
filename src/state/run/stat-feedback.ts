/**
 * What one step of the run did to the bars, for the game screen to make felt (docs/game-screen.md, "Stakes and feedback"): which
 * bars moved and which way, and which stats crossed the half or the quarter line. Read from the states src/core
 * returned before and after the step, like the stage cues (stage-cues.ts).
 */
import { statBand, type StatBand } from '@src/core/character-state';
import type { RunState } from '@src/core/run';
import { STAT_KEYS, type StatKey } from '@src/core/stats';

export type Direction = 'up' | 'down';

/** A stat passing a line: `half` (50 %, where the character's state changes) or `quarter` (25 %, critical). */
export interface Crossing {
  readonly stat: StatKey;
  readonly line: 'half' | 'quarter';
  readonly direction: Direction;
}

export interface StepFeedback {
  /** Each step gets a new id, so that a bar moving the same way twice pulses twice. */
  readonly id: number;
  readonly moved: Partial<Record<StatKey, Direction>>;
  readonly crossings: readonly Crossing[];
}

const BAND_ORDER: readonly StatBand[] = ['fine', 'low', 'critical'];

/**
 * The line a stat passed between two bands, or null. A step that passes both lines at once names the one it ended
 * beyond: the quarter going down, the half going up.
 */
function crossingOf(stat: StatKey, before: StatBand, after: StatBand): Crossing | null {
  const from = BAND_ORDER.indexOf(before);
  const to = BAND_ORDER.indexOf(after);
  if (from === to) return null;
  if (to > from) return { stat, line: after === 'critical' ? 'quarter' : 'half', direction: 'down' };
  return { stat, line: after === 'fine' ? 'half' : 'quarter', direction: 'up' };
}

/** What the step did to the bars, or null when no bar moved. A run that ended says so itself: no crossings then. */
export function stepFeedback(before: RunState, after: RunState, id: number): StepFeedback | null {
  const moved: Partial<Record<StatKey, Direction>> = {};
  const crossings: Crossing[] = [];
  for (const stat of STAT_KEYS) {
    const was = before.stats[stat];
    const is = after.stats[stat];
    if (was === is) continue;
    moved[stat] = is > was ? 'up' : 'down';
    const crossing = crossingOf(stat, statBand(was, before.max[stat]), statBand(is, after.max[stat]));
    if (crossing && after.status === 'playing') crossings.push(crossing);
  }
  return Object.keys(moved).length === 0 ? null : { id, moved, crossings };
}

/** Health at a quarter or less in a run still being played: the screen's vignette and heartbeat. */
export const healthCritical = (run: RunState | null): boolean =>
  run !== null && run.status === 'playing' && statBand(run.stats.health, run.max.health) === 'critical';
