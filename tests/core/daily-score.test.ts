import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DAILY_POINTS_PER_TURN,
  DAILY_WIN_BONUS,
  dailyScore,
  statsLeftPoints,
  type DailyRunEnd,
} from '../../src/core/daily-score';
import { addDays, currentStreak, isoWeekStart, longestStreak } from '../../src/core/daily-days';

const full = { health: 100, hunger: 80, thirst: 120, sanity: 90 };
const end = (over: Partial<DailyRunEnd>): DailyRunEnd => ({
  status: 'dead',
  completed: [],
  stats: full,
  max: full,
  ...over,
});

describe('the daily score (docs/daily.md)', () => {
  it('counts 100 a turn, 1,000 for a win and up to 100 per stat left', () => {
    const dead = end({ completed: new Array(12), stats: { health: 0, hunger: 40, thirst: 120, sanity: 45 } });
    expect(dailyScore(dead)).toBe(1200 + 0 + 50 + 100 + 50);
    expect(dailyScore(end({ status: 'won', completed: new Array(20) }))).toBe(2000 + 1000 + 400);
  });

  it('reads stats as shares of their maxima, so a higher level is no head start', () => {
    const low = { health: 50, hunger: 50, thirst: 50, sanity: 50 };
    const high = { health: 75, hunger: 75, thirst: 75, sanity: 75 };
    expect(statsLeftPoints(low, { health: 100, hunger: 100, thirst: 100, sanity: 100 })).toBe(
      statsLeftPoints(high, { health: 150, hunger: 150, thirst: 150, sanity: 150 }),
    );
  });

  it('ranks a longer run higher, and a win above a death up to five turns longer', () => {
    const stat = fc.integer({ min: 0, max: 100 });
    const stats = fc.record({ health: stat, hunger: stat, thirst: stat, sanity: stat });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), stats, stats, (turns, a, b) => {
        const shorter = dailyScore(end({ completed: new Array(turns), stats: a, max: full }));
        const longer = dailyScore(end({ completed: new Array(turns + 5), stats: b, max: full }));
        expect(longer).toBeGreaterThan(shorter);
        const won = dailyScore(end({ status: 'won', completed: new Array(turns), stats: a, max: full }));
        const dead = dailyScore(end({ completed: new Array(turns + 5), stats: b, max: full }));
        expect(won).toBeGreaterThan(dead);
        expect(won - shorter).toBe(DAILY_WIN_BONUS);
        expect(shorter).toBeGreaterThanOrEqual(turns * DAILY_POINTS_PER_TURN);
      }),
    );
  });
});

describe('the daily calendar', () => {
  it('starts ISO weeks on Monday, UTC', () => {
    expect(isoWeekStart('2026-06-03')).toBe('2026-06-01');
    expect(isoWeekStart('2026-06-01')).toBe('2026-06-01');
    expect(isoWeekStart('2026-06-07')).toBe('2026-06-01');
    expect(isoWeekStart('2026-01-01')).toBe('2025-12-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('counts the current streak up to today or yesterday, and the longest ever', () => {
    const days = ['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-05', '2026-06-06'];
    expect(currentStreak(days, '2026-06-06')).toBe(2);
    expect(currentStreak(days, '2026-06-07')).toBe(2);
    expect(currentStreak(days, '2026-06-08')).toBe(0);
    expect(currentStreak(days, '2026-06-03')).toBe(3);
    expect(longestStreak(days)).toBe(3);
    expect(longestStreak([])).toBe(0);
    expect(longestStreak(['2026-06-01', '2026-06-01'])).toBe(1);
    // Across a year's end and a leap day, in any order.
    const newYear = ['2027-01-02', '2026-12-31', '2027-01-01', '2026-12-29'];
    expect(longestStreak(newYear)).toBe(3);
    expect(currentStreak(newYear, '2027-01-03')).toBe(3);
    expect(longestStreak(['2028-03-01', '2028-02-28', '2028-02-29'])).toBe(3);
  });
});
