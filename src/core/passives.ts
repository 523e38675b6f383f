/**
 * Character passives: each is data (a few rules with parameters) read by small pure hooks that the run engine calls at
 * fixed points of a turn. Whatever a passive remembers (a once-per-run save, a regeneration countdown) lives in the run
 * state, so a replay reproduces it. The catalogue is in catalogue/passives.ts; the reasoning in docs/game-rules.md.
 */
import { EFFECTS, type EffectId } from './effects';
import { ITEM_RESTORE_PERCENT, type ItemFunctionality, type UsableFunctionality } from './items';
import type { LocalizedText } from './localized';
import { nextInt, type RngState } from './rng';
import { mapStats, percentOfMax, STAT_KEYS, type StatKey, type Stats } from './stats';

export type PassiveRule =
  /** Damage a choice deals to these stats is cut by `percent` %. */
  | { readonly kind: 'damage_reduction'; readonly stats: readonly StatKey[]; readonly percent: number }
  /** `percent` % chance that a harmful choice deals no damage at all (rolled with the run's generator). */
  | { readonly kind: 'dodge'; readonly percent: number }
  /** The per-turn survival drain of these stats is cut by `percent` % (100 = none). */
  | { readonly kind: 'drain_reduction'; readonly stats: readonly StatKey[]; readonly percent: number }
  /** Every `every` turns, these stats recover `percent` % of their maximum. */
  | { readonly kind: 'regen'; readonly stats: readonly StatKey[]; readonly percent: number; readonly every: number }
  /** Items of these functionalities restore `percent` % instead of the usual 10 %. */
  | { readonly kind: 'item_boost'; readonly functionalities: readonly UsableFunctionality[]; readonly percent: number }
  /** These effects (or every harmful one) never take hold. */
  | { readonly kind: 'effect_immunity'; readonly effects: readonly EffectId[] | 'harmful' }
  /** Effects of this kind last `turns` more (helpful) or fewer (harmful, never below 1) turns. */
  | { readonly kind: 'effect_duration'; readonly target: 'harmful' | 'helpful'; readonly turns: number }
  /** Once per run, a turn that would kill leaves each emptied stat at `percent` % of its maximum instead. */
  | { readonly kind: 'last_stand'; readonly percent: number };

export interface PassiveDefinition {
  readonly id: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly rules: readonly PassiveRule[];
}

/** What a passive remembers during a run. */
export interface PassiveMemory {
  readonly lastStandUsed: boolean;
  readonly turnsSinceRegen: number;
}

export const FRESH_PASSIVE_MEMORY: PassiveMemory = { lastStandUsed: false, turnsSinceRegen: 0 };

/** What the character popup shows: always on, a save ready or spent, or turns until the next regeneration. */
export type PassiveStatus =
  | { readonly kind: 'always' }
  | { readonly kind: 'ready' }
  | { readonly kind: 'used' }
  | { readonly kind: 'charging'; readonly turnsLeft: number };

type RuleOf<K extends PassiveRule['kind']> = Extract<PassiveRule, { kind: K }>;
const rulesOf = <K extends PassiveRule['kind']>(rules: readonly PassiveRule[], kind: K): RuleOf<K>[] =>
  rules.filter((rule): rule is RuleOf<K> => rule.kind === kind);

/** `amount` cut by `percent` %, rounded to a whole point. */
const reduced = (amount: number, percent: number): number => Math.round((amount * (100 - percent)) / 100);

/** A choice's stat deltas after dodging and damage reduction. Only damage (negative deltas) is touched. */
export function choiceDeltasAfterPassive(
  rules: readonly PassiveRule[],
  deltas: Stats,
  rng: RngState,
): { deltas: Stats; rng: RngState; dodged: boolean } {
  const harmful = STAT_KEYS.some((key) => deltas[key] < 0);
  const dodge = rulesOf(rules, 'dodge')[0];
  // The roll happens only when there is something to dodge, so harmless choices leave the generator untouched.
  const roll = harmful && dodge ? nextInt(rng, 100) : null;
  if (roll && dodge && roll.value < dodge.percent) {
    return { deltas: mapStats((key) => Math.max(0, deltas[key])), rng: roll.rng, dodged: true };
  }
  const reductions = rulesOf(rules, 'damage_reduction');
  const after = mapStats((key) =>
    reductions.reduce(
      (delta, rule) => (delta < 0 && rule.stats.includes(key) ? -reduced(-delta, rule.percent) : delta),
      deltas[key],
    ),
  );
  return { deltas: after, rng: roll?.rng ?? rng, dodged: false };
}

/** How long a newly given effect lasts for this character; 0 means it does not take hold. */
export function effectTurnsAfterPassive(rules: readonly PassiveRule[], effect: EffectId): number {
  const { turns, kind } = EFFECTS[effect];
  const immune = rulesOf(rules, 'effect_immunity').some((rule) =>
    rule.effects === 'harmful' ? kind === 'harmful' : rule.effects.includes(effect),
  );
  if (immune) return 0;
  return rulesOf(rules, 'effect_duration')
    .filter((rule) => rule.target === kind)
    .reduce((total, rule) => (kind === 'harmful' ? Math.max(1, total - rule.turns) : total + rule.turns), turns);
}

/** The survival drain of one stat (a positive amount) after the passive. */
export const drainAfterPassive = (rules: readonly PassiveRule[], stat: StatKey, amount: number): number =>
  rulesOf(rules, 'drain_reduction')
    .filter((rule) => rule.stats.includes(stat))
    .reduce((left, rule) => reduced(left, rule.percent), amount);

/** The percentage of the maximum an item of this functionality restores for this character. */
export const itemPercentAfterPassive = (rules: readonly PassiveRule[], functionality: ItemFunctionality): number =>
  rulesOf(rules, 'item_boost')
    .filter((rule) => (rule.functionalities as readonly ItemFunctionality[]).includes(functionality))
    .reduce((best, rule) => Math.max(best, rule.percent), ITEM_RESTORE_PERCENT);

const NO_CHANGE: Stats = mapStats(() => 0);

/** End of a turn: counts towards the next regeneration and, when it is due, says how much each stat recovers. */
export function passiveRegen(
  rules: readonly PassiveRule[],
  memory: PassiveMemory,
  max: Stats,
): { heal: Stats; memory: PassiveMemory } {
  const regen = rulesOf(rules, 'regen')[0];
  if (!regen) return { heal: NO_CHANGE, memory };
  const turnsSinceRegen = memory.turnsSinceRegen + 1;
  if (turnsSinceRegen < regen.every) return { heal: NO_CHANGE, memory: { ...memory, turnsSinceRegen } };
  const heal = mapStats((key) => (regen.stats.includes(key) ? percentOfMax(max[key], regen.percent) : 0));
  return { heal, memory: { ...memory, turnsSinceRegen: 0 } };
}

/**
 * A turn ended with an emptied stat: if the once-per-run save is still there, how much each emptied stat gets back
 * (it ends at `percent` % of its maximum). Null when there is no save to spend.
 */
export function lastStand(
  rules: readonly PassiveRule[],
  memory: PassiveMemory,
  stats: Stats,
  max: Stats,
): { heal: Stats; memory: PassiveMemory } | null {
  const save = rulesOf(rules, 'last_stand')[0];
  if (!save || memory.lastStandUsed || !STAT_KEYS.some((key) => stats[key] <= 0)) return null;
  const heal = mapStats((key) => (stats[key] <= 0 ? percentOfMax(max[key], save.percent) - stats[key] : 0));
  return { heal, memory: { ...memory, lastStandUsed: true } };
}

/** The status line of the passive: the once-per-run save first, then the regeneration countdown, else always on. */
export function passiveStatus(rules: readonly PassiveRule[], memory: PassiveMemory): PassiveStatus {
  if (rulesOf(rules, 'last_stand').length > 0) return { kind: memory.lastStandUsed ? 'used' : 'ready' };
  const regen = rulesOf(rules, 'regen')[0];
  if (regen) return { kind: 'charging', turnsLeft: regen.every - memory.turnsSinceRegen };
  return { kind: 'always' };
}
