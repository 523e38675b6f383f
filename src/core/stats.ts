/** The four survival stats, their maxima by level, and clamped changes (spec sections 3, 4 and 9). */

export const STAT_KEYS = ['health', 'hunger', 'thirst', 'sanity'] as const;
export type StatKey = (typeof STAT_KEYS)[number];
export type Stats = Readonly<Record<StatKey, number>>;

/** Every stat of a character starts around this value (spec 9). */
export const STAT_BASELINE = 100;

/** Builds a Stats record by computing each stat. */
export function mapStats(compute: (key: StatKey) => number): Stats {
  return { health: compute('health'), hunger: compute('hunger'), thirst: compute('thirst'), sanity: compute('sanity') };
}

/**
 * A character's maximum for one stat: round(base × (1 + 0.1 × (level − 1))). Computed as base × (9 + level) / 10 so
 * that exact halves (95 at level 6 = 142.5) are not lost to binary fractions before rounding up.
 */
export function maxStat(base: number, level: number): number {
  const lvl = Math.max(1, Math.floor(level));
  return Math.round((base * (9 + lvl)) / 10);
}

/** All four maxima of a character at a level (the game and the closet use the same rule). */
export function maxStats(base: Stats, level: number): Stats {
  return mapStats((key) => maxStat(base[key], level));
}

export const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

/**
 * `percent` % of a maximum as a whole stat amount: rounded to nearest (halves up) and never below 1, so that every
 * percentage the rules name visibly moves the bar even for small maxima.
 */
export function percentOfMax(max: number, percent: number): number {
  return Math.max(1, Math.round((max * percent) / 100));
}

/** The outcome of changing one stat: the new stats and the change that really happened after clamping. */
export interface StatChange {
  readonly stats: Stats;
  readonly applied: number;
}

/**
 * Adds `delta` (rounded to a whole amount: stats are integers) to one stat, clamped to [0, max]. `applied` is what the
 * bar really moved, which is what damage and healing records keep.
 */
export function applyStatChange(stats: Stats, max: Stats, key: StatKey, delta: number): StatChange {
  const before = stats[key];
  const after = clamp(before + Math.round(delta), 0, max[key]);
  return { stats: { ...stats, [key]: after }, applied: after - before };
}

/** An option's authored change to each stat (the wire's health_consequence, ...: src/contract/to-core.ts). */
export type StatConsequences = Stats;

/** The option's changes by stat key. */
export const statChangesOf = (option: StatConsequences): Stats => mapStats((key) => option[key]);

/** True when any stat is at 0 or below: the character is dead. */
export const anyStatEmpty = (stats: Stats): boolean => STAT_KEYS.some((key) => stats[key] <= 0);

/** The stat that ended a run: the first at 0 or below in the stats bar's order, or null while all hold. */
export const emptiedStat = (stats: Stats): StatKey | null => STAT_KEYS.find((key) => stats[key] <= 0) ?? null;
