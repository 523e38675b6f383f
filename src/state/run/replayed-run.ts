import { applyActions, startRun, type RunAction, type RunState } from '@src/core/run';
import type { Stats } from '@src/core/stats';
import type { LoadedRun } from './loaded-run';

/** A run re-derived from its stored steps: the state they lead to, and the stats after each turn for the chart. */
export interface ReplayedRun {
  readonly run: RunState;
  readonly timeline: readonly Stats[];
}

/**
 * Replays `actions` from the run's seed (a reload, another device's steps): the state is never stored, only the
 * actions. The chart's timeline takes the stats after each choice, as the play store records them while playing.
 * Null when the rules refuse them (the map changed since they were made).
 */
export function replayedRun(loadedRun: LoadedRun, actions: readonly RunAction[]): ReplayedRun | null {
  const { map, character, level, seed } = loadedRun;
  const start = startRun(map, character.rules, level, seed);
  const timeline: Stats[] = [start.stats];
  const end = applyActions(map, start, actions, (after, action) => {
    if (action.type === 'choose') timeline.push(after.stats);
  });
  return end.ok ? { run: end.state, timeline } : null;
}
