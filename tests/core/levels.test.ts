import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLevelUps, expToNextLevel } from '../../src/core/levels';

describe('levels', () => {
  it('needs 100 × level experience for the next level', () => {
    expect(expToNextLevel(1)).toBe(100);
    expect(expToNextLevel(7)).toBe(700);
  });

  it('levels up keeping the remainder, repeatedly while it holds', () => {
    expect(applyLevelUps(1, 99)).toEqual({ lvl: 1, exp: 99, levelsGained: 0 });
    expect(applyLevelUps(1, 100)).toEqual({ lvl: 2, exp: 0, levelsGained: 1 });
    expect(applyLevelUps(1, 350)).toEqual({ lvl: 3, exp: 50, levelsGained: 2 });
    expect(applyLevelUps(3, 299)).toEqual({ lvl: 3, exp: 299, levelsGained: 0 });
  });

  it('never leaves enough experience for another level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 10_000_000 }), (lvl, exp) => {
        const after = applyLevelUps(lvl, exp);
        expect(after.exp).toBeLessThan(expToNextLevel(after.lvl));
        expect(after.lvl).toBe(lvl + after.levelsGained);
      }),
    );
  });
});
