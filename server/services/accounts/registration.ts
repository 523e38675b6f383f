import type { Kysely } from 'kysely';
import type { RegisterRequest } from '@src/contract/auth';
import { defaultBanner, defaultProfilePicture } from '../../content/cosmetics';
import { isUniqueViolation } from '../../db/dialect';
import type { Database, User } from '../../db/schema';
import { conflict, type AppError } from '../../errors';
import { findUserByEmail, findUserByUsername, insertUser } from '../../repositories/users';
import { hashPassword } from './passwords';

/** Which of the two unique fields is taken, as the 409 the client shows beside that field (spec section 5). */
async function takenFieldError(db: Kysely<Database>, email: string, username: string): Promise<AppError | undefined> {
  if (await findUserByEmail(db, email)) return conflict('EMAIL_TAKEN', 'email');
  if (await findUserByUsername(db, username)) return conflict('USERNAME_TAKEN', 'username');
  return undefined;
}

/**
 * Creates an unverified password account with the default cosmetics. The early check gives the usual answer cheaply;
 * the unique indexes settle a race between two registrations, and the loser gets the same 409.
 */
export async function registerAccount(db: Kysely<Database>, input: RegisterRequest): Promise<User> {
  const taken = await takenFieldError(db, input.email, input.username);
  if (taken) throw taken;
  const passwordHash = await hashPassword(input.password);
  try {
    return await insertUser(db, {
      email: input.email,
      username: input.username,
      password_hash: passwordHash,
      profile_image: defaultProfilePicture,
      banner: defaultBanner,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw (await takenFieldError(db, input.email, input.username)) ?? conflict('EMAIL_TAKEN', 'email');
  }
}
