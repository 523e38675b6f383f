/** Applying stat changes to a run: clamped, and kept as damage or healing records of what really moved. */
import { applyStatChange, STAT_KEYS, type Stats } from '../stats';
import type { RunState, StatRecord } from './types';

/** Where a change came from, as written into its records. */
export type RecordOrigin = Pick<StatRecord, 'source' | 'effect' | 'itemId'>;

/** Applies a change of every stat (0 = untouched) in stat order and records each non-zero actual change. */
export function applyChanges(state: RunState, change: Stats, origin: RecordOrigin): RunState {
  let stats = state.stats;
  const damage: StatRecord[] = [];
  const healing: StatRecord[] = [];
  for (const stat of STAT_KEYS) {
    if (change[stat] === 0) continue;
    const result = applyStatChange(stats, state.max, stat, change[stat]);
    stats = result.stats;
    if (result.applied === 0) continue;
    const record: StatRecord = { turn: state.turn, stat, amount: Math.abs(result.applied), ...origin };
    (result.applied < 0 ? damage : healing).push(record);
  }
  // No record means every clamped change was 0: the stats are the same values.
  if (damage.length === 0 && healing.length === 0) return state;
  return { ...state, stats, damage: [...state.damage, ...damage], healing: [...state.healing, ...healing] };
}
