/**
 * A map's difficulty, 1 to 10 stars (spec 3 and 9), computed from its content alone so creators cannot pick it: the
 * stars rate how often a player who chooses at random dies on the map (src/core/random-play.ts). docs/difficulty.md
 * has the measurements behind the numbers.
 */
import { randomPlayDeathRate } from './random-play';
import type { PlayEvent } from './run';
import { clamp } from './stats';
import { DIFFICULTY_MAX, DIFFICULTY_MIN } from './difficulty-scale';

/**
 * The death rate is read as a hazard, −ln(share of runs that live), so each step of danger counts alike: up to
 * HAZARD_FREE (44 % of random runs die) a map is 1 star, and each further HAZARD_PER_STAR adds one. Calibrated on the
 * islands, whose random play measures 1, 3 and 5 stars like their published ratings.
 */
export const HAZARD_FREE = 0.58;
export const HAZARD_PER_STAR = 0.6;

export function starsForDeathRate(deathRate: number): number {
  const hazard = -Math.log(Math.max(1e-9, 1 - deathRate));
  const stars = DIFFICULTY_MIN + Math.round(Math.max(0, hazard - HAZARD_FREE) / HAZARD_PER_STAR);
  return clamp(stars, DIFFICULTY_MIN, DIFFICULTY_MAX);
}

/** 1 to 10 stars; a map nobody can die on (no options, or none that can empty a stat in time) is 1. */
export function mapDifficulty(events: readonly PlayEvent[]): number {
  return starsForDeathRate(randomPlayDeathRate(events));
}
