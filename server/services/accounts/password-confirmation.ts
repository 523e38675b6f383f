import { badRequest } from '../../errors';
import type { User } from '../../db/schema';
import { reserveAttempt, type AttemptCounter } from '../../lib/attempt-counter';
import { verifyPassword } from './passwords';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Checks the password a signed-in player typed to confirm a sensitive change (new password, account deletion).
 * Attempts are reserved before the check like sign-ins', so a stolen session cannot be used to guess the password,
 * not even with many requests at once.
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
  await reserveAttempt(attempts, key, maxFailures, WINDOW_MS);
  if (!(await verifyPassword(user.password_hash, password))) throw badRequest('WRONG_PASSWORD', field);
  await attempts.reset(key);
}
