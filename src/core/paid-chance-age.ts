/**
 * Who may roll the gacha or buy VPoints (docs/economy.md, "Minors and paid chance"). Only the year of birth is known,
 * so the rule is the conservative one: a player counts as an adult only once they are 18 whatever their birthday, that
 * is from 1 January of the year they turn 19. Someone born in 2008 counts as under 18 all through 2026 and may roll
 * from 1 January 2027, even if they turned 18 in January 2026.
 */
export const PAID_CHANCE_AGE = 18;

/** How far back a stated year may go: nobody playing was born more than this many years ago. */
export const OLDEST_AGE = 120;

/** The calendar year of a moment, in UTC (the server's clock: never the player's). */
export const utcYear = (now: Date): number => now.getUTCFullYear();

/** A year of birth anyone could state truthfully this year: not in the future, not older than {@link OLDEST_AGE}. */
export function isPlausibleBirthYear(birthYear: number, currentYear: number): boolean {
  return Number.isInteger(birthYear) && birthYear <= currentYear && birthYear >= currentYear - OLDEST_AGE;
}

/** True when a player born in `birthYear` is surely 18 or older during all of `currentYear`. */
export function paidChanceOpen(birthYear: number, currentYear: number): boolean {
  // Born on 31 December of birthYear, they are currentYear - birthYear - 1 on 1 January: the youngest they can be.
  return currentYear - birthYear - 1 >= PAID_CHANCE_AGE;
}
