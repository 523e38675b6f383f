import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { notFound, unauthorized } from '../../errors';
import { findUserById, findUserByUsername } from '../../repositories/users';

/** The user a URL names, or 404 USER_NOT_FOUND. */
export async function userNamed(db: Kysely<Database>, username: string): Promise<User> {
  const user = await findUserByUsername(db, username);
  if (!user) throw notFound('USER_NOT_FOUND');
  return user;
}

/** The signed-in user's row; an account deleted since the token was checked counts as an invalid token. */
export async function signedInUser(db: Kysely<Database>, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized('TOKEN_INVALID');
  return user;
}
