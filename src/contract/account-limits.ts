/**
 * The account limits of spec section 5, written once: the zod schemas (src/contract/auth.ts, user.ts) and the browser's
 * forms both read them. Zod-free on purpose, so the forms get the numbers without zod in their bundles.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const EMAIL_MAX = 254;
/** The highest monthly spending limit a player can set: 10.000 € (in cents). */
export const SPENDING_LIMIT_MAX = 1_000_000;

/** The error code (the `errors` namespace holds its texts) of what is wrong with a new password, if anything. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length === 0) return 'PASSWORD_REQUIRED';
  if (password.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  if (password.length > PASSWORD_MAX) return 'PASSWORD_TOO_LONG';
  return undefined;
}

/** The refusals that ask the client for the year of birth, or tell it paid chance is closed to an under-18 player. */
export const BIRTH_YEAR_REQUIRED = 'BIRTH_YEAR_REQUIRED';
export const PAID_CHANCE_UNDER_18 = 'PAID_CHANCE_UNDER_18';
