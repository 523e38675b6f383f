import { describe, expect, it } from 'vitest';
import { isPlausibleBirthYear, paidChanceOpen, utcYear } from '../../src/core/paid-chance-age';

describe('paid chance by year of birth', () => {
  it('opens only from the year a player turns 19, when they are surely 18 whatever their birthday', () => {
    expect(paidChanceOpen(2008, 2026)).toBe(false);
    expect(paidChanceOpen(2007, 2026)).toBe(true);
    expect(paidChanceOpen(2015, 2026)).toBe(false);
    expect(paidChanceOpen(1950, 2026)).toBe(true);
  });

  it('takes years from 120 years ago to this one, whole numbers only', () => {
    expect(isPlausibleBirthYear(2026, 2026)).toBe(true);
    expect(isPlausibleBirthYear(2027, 2026)).toBe(false);
    expect(isPlausibleBirthYear(1906, 2026)).toBe(true);
    expect(isPlausibleBirthYear(1905, 2026)).toBe(false);
    expect(isPlausibleBirthYear(1990.5, 2026)).toBe(false);
  });

  it('reads the year in UTC: 31 December at 23:30 UTC is already New Year in Madrid, but not yet for the rule', () => {
    expect(utcYear(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(utcYear(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });
});
