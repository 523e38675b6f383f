/**
 * How one turn moved the stats, told apart: what the chosen option gives and what the rest of the turn did (effects
 * ticking, the survival drain, the passive). The net change alone misreads a drink at a full bar as harm: the drink is
 * capped to nothing and the drain's −3 thirst is all that shows (issue 26).
 */
import { mapStats, STAT_KEYS, type StatKey, type Stats } from '../stats';
import { findEvent } from './map-index';
import { choiceDeltas } from './turn-steps';
import type { PlayMap, RunState, StatRecord } from './types';

export interface TurnBreakdown {
  /** The option's own changes for this character (after its passive), before a full or empty bar caps them. */
  readonly choice: Stats;
  /** The stats whose option change a bar capped: a gain at a full bar, a loss at an empty one. */
  readonly capped: readonly StatKey[];
  /** Everything else the turn did to the bars, as applied: effects, the drain, the passive. */
  readonly rest: Stats;
}

/** The signed sum per stat of the records `keep` selects. */
function summed(damage: readonly StatRecord[], healing: readonly StatRecord[], keep: (record: StatRecord) => boolean) {
  const total = mapStats(() => 0) as Record<StatKey, number>;
  for (const record of healing) if (keep(record)) total[record.stat] += record.amount;
  for (const record of damage) if (keep(record)) total[record.stat] -= record.amount;
  return total as Stats;
}

/** The turn from `before` (the event on screen) to `after` (the state `choose` returned for this option). */
export function turnBreakdown(
  map: PlayMap,
  before: RunState,
  after: RunState,
  eventId: number,
  consequenceId: number,
): TurnBreakdown {
  const option = findEvent(map, eventId)?.consequences.find((offered) => offered.id === consequenceId);
  const choice = option ? choiceDeltas(before, option).deltas : mapStats(() => 0);
  // Records only grow: this turn's are the ones after those the run had before it.
  const damage = after.damage.slice(before.damage.length);
  const healing = after.healing.slice(before.healing.length);
  const applied = summed(damage, healing, (record) => record.source === 'choice');
  return {
    choice,
    capped: STAT_KEYS.filter((stat) => applied[stat] !== choice[stat]),
    rest: summed(damage, healing, (record) => record.source !== 'choice'),
  };
}
