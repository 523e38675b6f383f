import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { badRequest } from '../../errors';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { deleteUser, replacePassword } from '../../repositories/users';
import type { UploadStore } from '../uploads/upload-store';
import { signedInUser } from './lookup';
import { confirmPassword } from './password-confirmation';
import { hashPassword } from './passwords';

type Db = Kysely<Database>;

/** How a sensitive change is confirmed: the password's attempts and how many may fail in a window. */
export interface Confirmation {
  attempts: AttemptCounter;
  maxFailures: number;
}

/**
 * Replaces the signed-in user's password once the current one is confirmed. token_version moves on, so every older
 * session ends: the caller hands over a token for the returned row.
 */
export async function changePassword(
  db: Db,
  confirmation: Confirmation,
  userId: number,
  passwords: { currentPassword: string; newPassword: string },
): Promise<User> {
  const user = await signedInUser(db, userId);
  const { attempts, maxFailures } = confirmation;
  await confirmPassword(attempts, maxFailures, user, passwords.currentPassword, 'currentPassword');
  return replacePassword(db, user.id, await hashPassword(passwords.newPassword));
}

/**
 * Deletes the signed-in user's account, confirmed by their password, or by typing their username for a Google-only
 * account (it has no password), then the pictures of their maps and items.
 */
export async function deleteAccount(
  db: Db,
  confirmation: Confirmation,
  uploads: UploadStore,
  userId: number,
  typed: { password?: string; confirmUsername?: string },
): Promise<void> {
  const user = await signedInUser(db, userId);
  if (user.password_hash) {
    await confirmPassword(confirmation.attempts, confirmation.maxFailures, user, typed.password, 'password');
  } else if (typed.confirmUsername?.trim() !== user.username) {
    throw badRequest('CONFIRMATION_MISMATCH', 'confirmUsername');
  }
  const { mapImages, itemImages } = await deleteUser(db, user.id);
  // Files go after the rows are gone: a failed delete leaves the account whole, never pointing at missing files.
  await Promise.all([
    ...mapImages.map((file) => uploads.remove('map', file)),
    ...itemImages.map((file) => uploads.remove('item', file)),
  ]);
}
