import { describe, expect, it } from 'vitest';
import { isItemFunctionality, isUsable, itemUse, wouldRestore } from '../../src/core/items';
import type { Stats } from '../../src/core/stats';

const max: Stats = { health: 120, hunger: 100, thirst: 90, sanity: 135 };

describe('items (spec 4 and 9)', () => {
  it('restores 10% of the max of the matching stat', () => {
    expect(itemUse('heal', max)).toEqual({ usable: true, stat: 'health', amount: 12 });
    expect(itemUse('food', max)).toEqual({ usable: true, stat: 'hunger', amount: 10 });
    expect(itemUse('drink', max)).toEqual({ usable: true, stat: 'thirst', amount: 9 });
    expect(itemUse('mind', max)).toEqual({ usable: true, stat: 'sanity', amount: 14 }); // 13.5
  });

  it('cannot use trade items or keepsakes', () => {
    expect(itemUse('intercambiable', max)).toEqual({ usable: false });
    expect(itemUse('None', max)).toEqual({ usable: false });
    expect(isUsable('None')).toBe(false);
  });

  it('lets a passive raise the percentage', () => {
    expect(itemUse('drink', max, 30)).toEqual({ usable: true, stat: 'thirst', amount: 27 });
  });

  it('would restore nothing for a stat already at its maximum, nor for an item that cannot be used', () => {
    const full = { ...max };
    expect(wouldRestore(itemUse('mind', max), full, max)).toBe(false);
    expect(wouldRestore(itemUse('mind', max), { ...full, sanity: 134 }, max)).toBe(true);
    expect(wouldRestore(itemUse('heal', max), { ...full, sanity: 10 }, max)).toBe(false);
    expect(wouldRestore(itemUse('intercambiable', max), { ...full, health: 1 }, max)).toBe(false);
  });

  it('recognises exactly the six functionalities', () => {
    expect(['None', 'heal', 'food', 'drink', 'mind', 'intercambiable'].every(isItemFunctionality)).toBe(true);
    expect(isItemFunctionality('weapon')).toBe(false);
  });
});
