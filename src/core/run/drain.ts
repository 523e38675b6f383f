/**
 * The survival drain: every turn on the island costs food, water and a little peace of mind, as a percentage of each
 * stat's maximum (the reasoning and the resulting pace are in docs/game-rules.md).
 */
import { drainAfterPassive, type PassiveRule } from '../passives';
import { mapStats, percentOfMax, type Stats } from '../stats';

export const SURVIVAL_DRAIN_PERCENT: Stats = { health: 0, hunger: 2, thirst: 3, sanity: 1 };

/** This turn's drain for a character (negative amounts), after its passive. */
export const survivalDrain = (rules: readonly PassiveRule[], max: Stats): Stats =>
  mapStats((stat) => {
    const percent = SURVIVAL_DRAIN_PERCENT[stat];
    return percent === 0 ? 0 : -drainAfterPassive(rules, stat, percentOfMax(max[stat], percent));
  });
