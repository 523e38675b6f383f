import { describe, expect, it } from 'vitest';
import { dailyIsland, todaysIsland } from '../../server/services/daily/daily-island';

const SECRET = 'a-secret-long-enough-for-the-daily-island';

describe('todaysIsland', () => {
  it('answers the day of the clock, working it out again only when the day changes', () => {
    let now = Date.parse('2026-11-28T23:59:59.000Z');
    const island = todaysIsland(SECRET, () => now);
    const first = island();
    expect(first).toEqual(dailyIsland(SECRET, new Date(now)));
    now += 500;
    expect(island()).toBe(first);
    now = Date.parse('2026-11-29T00:00:00.000Z');
    expect(island().day).toBe('2026-11-29');
    expect(island()).toEqual(dailyIsland(SECRET, new Date(now)));
    // A clock set back (a test, an operator's correction) is followed too.
    now = Date.parse('2026-11-27T12:00:00.000Z');
    expect(island().day).toBe('2026-11-27');
  });
});
