import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LARGE_STAKE, stakeMarks, stakesOf } from '../../src/core/stakes';
import { STAT_KEYS } from '../../src/core/stats';
import { BUILT_IN_ISLANDS } from '../../server/content/islands';

const change = fc.integer({ min: -200, max: 200 });
const option = fc.record({ health: change, hunger: change, thirst: change, sanity: change });

describe('stakes of an option', () => {
  it('marks a small change once and a large one twice, whatever its sign', () => {
    expect(stakeMarks(0)).toBe(0);
    expect(stakeMarks(5)).toBe(1);
    expect(stakeMarks(-10)).toBe(1);
    expect(stakeMarks(LARGE_STAKE - 1)).toBe(1);
    expect(stakeMarks(LARGE_STAKE)).toBe(2);
    expect(stakeMarks(-40)).toBe(2);
  });

  it('counts a change that rounds to no points as untouched, as the rules do', () => {
    expect(stakeMarks(0.4)).toBe(0);
    expect(stakeMarks(-0.5)).toBe(0);
    expect(stakeMarks(0.5)).toBe(1);
  });

  it('never tells a gain from a loss of the same size', () => {
    fc.assert(fc.property(change, (points) => stakeMarks(points) === stakeMarks(-points)));
  });

  it('grows with the size of the change', () => {
    fc.assert(fc.property(change, change, (a, b) => Math.abs(a) > Math.abs(b) || stakeMarks(a) <= stakeMarks(b)));
  });

  it('lists exactly the stats the option moves, in the stats bar order', () => {
    fc.assert(
      fc.property(option, (changes) => {
        const stakes = stakesOf(changes);
        expect(stakes.map((stake) => stake.stat)).toEqual(STAT_KEYS.filter((stat) => changes[stat] !== 0));
        for (const stake of stakes) expect(stake.marks).toBe(stakeMarks(changes[stake.stat]));
      }),
    );
  });

  it('keeps two marks for about a third of the built-in islands’ changes (the threshold’s reason)', () => {
    const sizes = BUILT_IN_ISLANDS.flatMap((island) =>
      island.events.flatMap((event) =>
        event.options.flatMap((choice) => STAT_KEYS.map((stat) => Math.abs(choice[stat])).filter((size) => size > 0)),
      ),
    );
    const large = sizes.filter((size) => stakeMarks(size) === 2).length / sizes.length;
    expect(large).toBeGreaterThan(0.2);
    expect(large).toBeLessThan(0.45);
  });
});
