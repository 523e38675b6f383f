import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  anyStatEmpty,
  emptiedStat,
  applyStatChange,
  maxStat,
  maxStats,
  percentOfMax,
  STAT_KEYS,
  type Stats,
} from '../../src/core/stats';

const full: Stats = { health: 100, hunger: 100, thirst: 100, sanity: 100 };

describe('stat maxima', () => {
  it('is round(base × (1 + 0.1 × (level − 1)))', () => {
    expect(maxStat(100, 1)).toBe(100);
    expect(maxStat(100, 2)).toBe(110);
    expect(maxStat(100, 11)).toBe(200);
    expect(maxStat(120, 3)).toBe(144);
    expect(maxStat(87, 4)).toBe(113); // 113.1
  });

  it('rounds exact halves up, without binary fractions getting in the way', () => {
    expect(maxStat(95, 6)).toBe(143); // 142.5
    expect(maxStat(85, 4)).toBe(111); // 110.5
    expect(maxStat(105, 2)).toBe(116); // 115.5
  });

  it('treats levels below 1 as level 1', () => {
    expect(maxStat(100, 0)).toBe(100);
    expect(maxStats({ health: 90, hunger: 100, thirst: 110, sanity: 120 }, 3)).toEqual({
      health: 108,
      hunger: 120,
      thirst: 132,
      sanity: 144,
    });
  });
});

describe('stat changes', () => {
  it('clamps to [0, max] and reports the change that really happened', () => {
    const hurt = { ...full, health: 30 };
    expect(applyStatChange(hurt, full, 'health', -50)).toEqual({ stats: { ...hurt, health: 0 }, applied: -30 });
    expect(applyStatChange(hurt, full, 'health', 90)).toEqual({ stats: { ...hurt, health: 100 }, applied: 70 });
    expect(applyStatChange(hurt, full, 'hunger', 5)).toEqual({ stats: hurt, applied: 0 });
  });

  it('keeps stats whole numbers', () => {
    expect(applyStatChange({ ...full, thirst: 50 }, full, 'thirst', 2.6).stats.thirst).toBe(53);
  });

  it('takes percentages of the maximum rounded to nearest, at least 1', () => {
    expect(percentOfMax(100, 10)).toBe(10);
    expect(percentOfMax(100, 2.5)).toBe(3);
    expect(percentOfMax(110, 5)).toBe(6); // 5.5
    expect(percentOfMax(40, 1)).toBe(1); // 0.4, floor of 1
  });

  it('says a character with any stat at 0 is dead', () => {
    expect(anyStatEmpty(full)).toBe(false);
    expect(anyStatEmpty({ ...full, sanity: 0 })).toBe(true);
  });

  it('never leaves [0, max] whatever the changes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.tuple(fc.constantFrom(...STAT_KEYS), fc.double({ min: -1e6, max: 1e6, noNaN: true }))),
        (base, level, changes) => {
          const max = maxStats({ health: base, hunger: base, thirst: base, sanity: base }, level);
          let stats: Stats = max;
          for (const [key, delta] of changes) {
            const before = stats[key];
            const result = applyStatChange(stats, max, key, delta);
            stats = result.stats;
            expect(result.applied).toBe(stats[key] - before);
            for (const stat of STAT_KEYS) {
              expect(stats[stat]).toBeGreaterThanOrEqual(0);
              expect(stats[stat]).toBeLessThanOrEqual(max[stat]);
            }
          }
        },
      ),
    );
  });
});

describe('the stat that ended a run', () => {
  it('is the first at 0 or below in the stats bar order, and none while every stat holds', () => {
    expect(emptiedStat({ health: 10, hunger: 10, thirst: 0, sanity: 10 })).toBe('thirst');
    expect(emptiedStat({ health: 10, hunger: -3, thirst: 0, sanity: 10 })).toBe('hunger');
    expect(emptiedStat({ health: 1, hunger: 1, thirst: 1, sanity: 1 })).toBeNull();
  });
});
