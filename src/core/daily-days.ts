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

/** A day as a count of days since 1970-01-01: streaks compare numbers, not dates written out again. */
const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Days in a row ending today, or yesterday when today is not played yet (0 when neither was played). */
export function currentStreak(days: readonly string[], today: string): number {
  const played = new Set(days.map(dayNumber));
  let day = dayNumber(today);
  if (!played.has(day)) day -= 1;
  let streak = 0;
  while (played.has(day - streak)) streak += 1;
  return streak;
}

/** The most days in a row ever played: what a streak quest counts, so a missed day never takes back its progress. */
export function longestStreak(days: readonly string[]): number {
  const played = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  let longest = 0;
  let streak = 0;
  played.forEach((day, i) => {
    streak = i > 0 && played[i - 1] === day - 1 ? streak + 1 : 1;
    longest = Math.max(longest, streak);
  });
  return longest;
}
