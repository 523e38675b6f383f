/**
 * The calendar of the daily island (docs/daily.md): UTC days written YYYY-MM-DD, the ISO week a day falls in, and the
 * streaks of days in a row a player ranked. Pure: the caller says which day is today.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDayOf = (instant: Date): string => instant.toISOString().slice(0, 10);

/** The day `days` after `day` (before, when negative). */
export function addDays(day: string, days: number): string {
  return utcDayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** The Monday that starts `day`'s ISO week (weeks run Monday to Sunday, UTC). */
export function isoWeekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Distinct days, latest first. */
const latestFirst = (days: readonly string[]): string[] => [...new Set(days)].sort().reverse();

/** Days in a row ending today, or yesterday when today is not played yet (0 when neither was played). */
export function currentStreak(days: readonly string[], today: string): number {
  const played = new Set(days);
  let day = played.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (played.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/** The most days in a row ever played: what a streak quest counts, so a missed day never takes back its progress. */
export function longestStreak(days: readonly string[]): number {
  let longest = 0;
  let streak = 0;
  let previous: string | undefined;
  for (const day of latestFirst(days)) {
    streak = previous !== undefined && addDays(previous, -1) === day ? streak + 1 : 1;
    longest = Math.max(longest, streak);
    previous = day;
  }
  return longest;
}
