/**
 * Effects of spec sections 3 and 4: how many turns each lasts on creation and what it does to the stats every turn,
 * as a percentage of the stat's maximum (see docs/game-rules.md for rounding and the two extra effects).
 */
import { mapStats, percentOfMax, type StatKey, type Stats } from './stats';

export const EFFECT_IDS = [
  'poison',
  'dehydration',
  'broken_bones',
  'bleeding',
  'stomach_ache',
  'paranoia',
  'digestive_issue',
  'nightmares',
  'natural_protection',
  'mental_focus',
  'god_bendition',
  'delicious_feast',
  'extreme_hydration',
  'hopeful_vision',
  'comforting_memory',
  'inner_balance',
  // Named only by one of the two sources of spec 3; defined here so maps made with that list play too.
  'desperation',
  'herbal_protection',
] as const;
export type EffectId = (typeof EFFECT_IDS)[number];

/** The value of an option's effect that means "no effect" (spec 3 stores it in effect_consequence). */
export const NO_EFFECT = 'nada';

export interface EffectDefinition {
  readonly turns: number;
  readonly kind: 'harmful' | 'helpful';
  /** Percent of each stat's maximum added per turn (negative drains). */
  readonly perTurnPercent: Partial<Record<StatKey, number>>;
}

const all = (percent: number): Record<StatKey, number> => ({
  health: percent,
  hunger: percent,
  thirst: percent,
  sanity: percent,
});

export const EFFECTS: Readonly<Record<EffectId, EffectDefinition>> = {
  poison: { turns: 4, kind: 'harmful', perTurnPercent: { health: -1, hunger: -1, thirst: -1 } },
  dehydration: { turns: 5, kind: 'harmful', perTurnPercent: { thirst: -5 } },
  broken_bones: { turns: 4, kind: 'harmful', perTurnPercent: { health: -5 } },
  bleeding: { turns: 3, kind: 'harmful', perTurnPercent: { health: -5 } },
  stomach_ache: { turns: 2, kind: 'harmful', perTurnPercent: { hunger: -5, thirst: -5 } },
  paranoia: { turns: 4, kind: 'harmful', perTurnPercent: { sanity: -5 } },
  digestive_issue: { turns: 3, kind: 'harmful', perTurnPercent: { hunger: -1, thirst: -1 } },
  nightmares: { turns: 3, kind: 'harmful', perTurnPercent: { sanity: -1 } },
  natural_protection: { turns: 3, kind: 'helpful', perTurnPercent: { health: 5 } },
  mental_focus: { turns: 4, kind: 'helpful', perTurnPercent: { sanity: 1 } },
  god_bendition: { turns: 3, kind: 'helpful', perTurnPercent: all(1) },
  delicious_feast: { turns: 2, kind: 'helpful', perTurnPercent: { hunger: 5 } },
  extreme_hydration: { turns: 3, kind: 'helpful', perTurnPercent: { thirst: 5 } },
  hopeful_vision: { turns: 3, kind: 'helpful', perTurnPercent: { sanity: 2.5 } },
  comforting_memory: { turns: 2, kind: 'helpful', perTurnPercent: { sanity: 1 } },
  inner_balance: { turns: 3, kind: 'helpful', perTurnPercent: all(1) },
  // The harmful and helpful counterparts of digestive_issue and god_bendition in the other list: despair eats the mind,
  // herbs slowly mend the body.
  desperation: { turns: 3, kind: 'harmful', perTurnPercent: { sanity: -3 } },
  herbal_protection: { turns: 3, kind: 'helpful', perTurnPercent: { health: 3 } },
};

export const isEffectId = (value: unknown): value is EffectId =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(EFFECTS, value);

/** How an option's stored effect reads: no effect ('nada', empty, null), a known effect, or an unknown text. */
export type ParsedEffect = { kind: 'none' } | { kind: 'effect'; effect: EffectId } | { kind: 'unknown'; text: string };

export function parseEffect(value: string | null | undefined): ParsedEffect {
  const text = (value ?? '').trim();
  if (text === '' || text === NO_EFFECT) return { kind: 'none' };
  return isEffectId(text) ? { kind: 'effect', effect: text } : { kind: 'unknown', text };
}

/** What one tick of an effect changes, in whole stat points for the given maxima (0 for untouched stats). */
export function effectTickChange(effect: EffectId, max: Stats): Stats {
  const percents = EFFECTS[effect].perTurnPercent;
  return mapStats((key) => {
    const percent = percents[key];
    if (percent === undefined) return 0;
    return Math.sign(percent) * percentOfMax(max[key], Math.abs(percent));
  });
}

export interface ActiveEffect {
  readonly effect: EffectId;
  readonly turnsLeft: number;
}

/**
 * Adds an effect lasting `turns`. Re-applying an effect that is already active does not stack a second copy: it keeps
 * one entry (same place in the tick order) and refreshes it to the longer of its remaining and its new duration.
 */
export function addEffect(active: readonly ActiveEffect[], effect: EffectId, turns: number): ActiveEffect[] {
  if (turns <= 0) return [...active];
  const existing = active.find((entry) => entry.effect === effect);
  if (!existing) return [...active, { effect, turnsLeft: turns }];
  return active.map((entry) => (entry === existing ? { effect, turnsLeft: Math.max(entry.turnsLeft, turns) } : entry));
}

/** One turn passes for every effect: each loses a turn and those at 0 are gone (the run applies their change). */
export function ageEffects(active: readonly ActiveEffect[]): ActiveEffect[] {
  return active
    .map((entry) => ({ effect: entry.effect, turnsLeft: entry.turnsLeft - 1 }))
    .filter((entry) => entry.turnsLeft > 0);
}
