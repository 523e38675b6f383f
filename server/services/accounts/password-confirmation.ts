import { AppError, badRequest } from '../../errors';
import type { User } from '../../db/schema';
import type { AttemptCounter } from '../attempt-counter';
import { verifyPassword } from './passwords';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks the password a signed-in player typed to confirm a sensitive change (new password, account deletion).
 * Wrong guesses count like failed logins, so a stolen session cannot be used to guess the password.
 */
export async function confirmPassword(
  attempts: AttemptCounter,
  maxFailures: number,
  user: Pick<User, 'id' | 'password_hash'>,
  password: string | undefined,
  field: string,
): Promise<void> {
  if (!user.password_hash) throw badRequest('PASSWORD_NOT_SET', field);
  if (!password) throw badRequest('PASSWORD_REQUIRED', field);
  const key = `confirm:${user.id}`;
  if ((await attempts.count(key)) >= maxFailures) throw new AppError(429, 'RATE_LIMITED');
  if (!(await verifyPassword(user.password_hash, password))) {
    await attempts.hit(key, WINDOW_MS);
    throw badRequest('WRONG_PASSWORD', field);
  }
  await attempts.reset(key);
}
