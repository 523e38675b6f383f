/**
 * A map's difficulty, 1 to 10 stars (spec 3 and 9), computed from its content alone so creators cannot pick it.
 * docs/difficulty.md explains the formula with examples.
 */
import { EFFECTS, parseEffect } from './effects';
import { reachability, type GraphEvent, type GraphOption } from './map-graph';
import { STAT_KEYS, statChangesOf, type StatConsequences } from './stats';

export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 10;

export interface DifficultyOption extends GraphOption, StatConsequences {
  /** An effect id, 'nada' or null. */
  readonly effect_consequence: string | null;
}

/** A single choice that takes this much of one stat (a third of the baseline 100) can kill a worn-down character. */
export const DEADLY_HIT = 35;
/** An average net loss of this many points per choice is as harsh as a map gets. */
export const HARM_SCALE = 40;

/** How much each factor (each 0 to 1) weighs; they add up to 1. */
export const DIFFICULTY_WEIGHTS = {
  harm: 0.35,
  deadly: 0.2,
  harmfulEffects: 0.15,
  noSafeChoice: 0.15,
  fewWins: 0.15,
} as const;

export interface OptionHarm {
  /** Points lost, stat changes plus a harmful effect's whole course, minus half of what is healed; never below 0. */
  readonly net: number;
  readonly deadly: boolean;
  readonly harmfulEffect: boolean;
}

/** What one option does to a character with the baseline maximum of 100 in every stat. */
export function optionHarm(option: DifficultyOption): OptionHarm {
  let loss = 0;
  let gain = 0;
  const changes = statChangesOf(option);
  for (const key of STAT_KEYS) {
    const delta = changes[key];
    if (delta < 0) loss -= delta;
    else gain += delta;
  }
  const parsed = parseEffect(option.effect_consequence);
  const effect = parsed.kind === 'effect' ? EFFECTS[parsed.effect] : undefined;
  if (effect) {
    const perTurn = Object.values(effect.perTurnPercent).reduce((sum, percent) => sum + Math.abs(percent), 0);
    if (effect.kind === 'harmful') loss += perTurn * effect.turns;
    else gain += perTurn * effect.turns;
  }
  return {
    net: Math.max(0, loss - gain / 2),
    deadly: STAT_KEYS.some((key) => changes[key] <= -DEADLY_HIT),
    harmfulEffect: effect?.kind === 'harmful',
  };
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** Each factor of the difficulty, 0 (gentle) to 1 (harsh). */
export function difficultyFactors(
  events: readonly GraphEvent<DifficultyOption>[],
): Record<keyof typeof DIFFICULTY_WEIGHTS, number> {
  const answerable = events.filter((event) => event.consequences.length > 0);
  const harms = answerable.flatMap((event) => event.consequences.map(optionHarm));
  const averageNet = share(
    harms.reduce((sum, harm) => sum + harm.net, 0),
    harms.length,
  );
  const noSafeChoice = answerable.filter((event) =>
    event.consequences.every((option) => optionHarm(option).net > 0),
  ).length;
  const reach = reachability(events);
  const reachableAnswerable = answerable.filter((event) => reach.events.has(event.eventid));
  const winning = reachableAnswerable.filter((event) =>
    event.consequences.some((option) => option.wins && reach.options.has(option.consequenceid)),
  ).length;
  return {
    harm: Math.min(1, averageNet / HARM_SCALE),
    deadly: share(harms.filter((harm) => harm.deadly).length, harms.length),
    harmfulEffects: share(harms.filter((harm) => harm.harmfulEffect).length, harms.length),
    noSafeChoice: share(noSafeChoice, answerable.length),
    // No way to win at all is the harshest: the player must outlast every event.
    fewWins: winning === 0 ? 1 : 1 - share(winning, reachableAnswerable.length),
  };
}

/** 1 to 10 stars; a map with no options at all is 1. */
export function mapDifficulty(events: readonly GraphEvent<DifficultyOption>[]): number {
  if (!events.some((event) => event.consequences.length > 0)) return DIFFICULTY_MIN;
  const factors = difficultyFactors(events);
  const score = (Object.keys(DIFFICULTY_WEIGHTS) as (keyof typeof DIFFICULTY_WEIGHTS)[]).reduce(
    (sum, factor) => sum + DIFFICULTY_WEIGHTS[factor] * factors[factor],
    0,
  );
  return Math.min(
    DIFFICULTY_MAX,
    Math.max(DIFFICULTY_MIN, DIFFICULTY_MIN + Math.round((DIFFICULTY_MAX - DIFFICULTY_MIN) * score)),
  );
}
