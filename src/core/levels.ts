/** Experience and levels (spec sections 4 and 9). */

/** Experience needed to go from `level` to the next one: 100 × level. */
export const expToNextLevel = (level: number): number => 100 * level;

/**
 * Applies every level-up the experience allows: while exp ≥ 100 × lvl, spend it and go up one level,
 * keeping the remainder.
 */
export function applyLevelUps(lvl: number, exp: number): { lvl: number; exp: number; levelsGained: number } {
  let level = Math.max(1, Math.floor(lvl));
  let remaining = Math.max(0, Math.floor(exp));
  let levelsGained = 0;
  while (remaining >= expToNextLevel(level)) {
    remaining -= expToNextLevel(level);
    level += 1;
    levelsGained += 1;
  }
  return { lvl: level, exp: remaining, levelsGained };
}
