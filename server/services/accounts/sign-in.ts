import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginRequest, SessionResponse } from '@src/contract/auth';
import { defaultBanner, defaultProfilePicture } from '../../content/cosmetics';
import { isUniqueViolation } from '../../db/dialect';
import type { Database, User } from '../../db/schema';
import { conflict, forbidden, unauthorized } from '../../errors';
import {
  findUserByEmail,
  findUserByGoogleId,
  findUserByUsername,
  insertUser,
  linkGoogleId,
  normalizeEmail,
} from '../../repositories/users';
import { reserveAttempt, type AttemptCounter } from '../../lib/attempt-counter';
import type { GoogleIdentity } from './google-identity';
import { verifyPassword } from './passwords';
import type { SessionTokens } from './session-tokens';

const FAILED_LOGIN_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password sign-in. Unknown e-mail, wrong password and Google-only account give the same answer after the same work,
 * so the response does not reveal which accounts exist. Each account allows `maxFailures` attempts per 15 minutes,
 * each reserved before the password is checked; a success gives them back.
 */
export async function signInWithPassword(
  db: Kysely<Database>,
  failures: AttemptCounter,
  maxFailures: number,
  input: LoginRequest,
): Promise<User> {
  const key = `login:${normalizeEmail(input.email)}`;
  await reserveAttempt(failures, key, maxFailures, FAILED_LOGIN_WINDOW_MS);
  const user = await findUserByEmail(db, input.email);
  const passwordMatches = await verifyPassword(user?.password_hash, input.password);
  if (!user || !passwordMatches) throw unauthorized('INVALID_CREDENTIALS');
  await failures.reset(key);
  if (!user.email_verified) throw forbidden('EMAIL_NOT_VERIFIED');
  return user;
}

/**
 * Google sign-in from a verified identity: the account already linked to it; else the account with its e-mail,
 * linked only when Google vouches for the address; else a new verified account. A concurrent first sign-in of the
 * same person loses on a unique index and simply tries again, finding the account the other one made.
 */
export async function signInWithGoogle(db: Kysely<Database>, identity: GoogleIdentity): Promise<User> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const linked = await findUserByGoogleId(db, identity.googleId);
    if (linked) return linked;
    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail) {
      // A simultaneous sign-in of the same person may have created the account since the look-up above.
      if (sameEmail.google_id === identity.googleId) return sameEmail;
      if (!identity.emailVerified) throw conflict('GOOGLE_EMAIL_UNVERIFIED', 'email');
      if (sameEmail.google_id !== null) throw conflict('GOOGLE_ACCOUNT_MISMATCH', 'email');
      const justLinked = await linkGoogleId(db, sameEmail.id, identity.googleId);
      if (justLinked) return justLinked;
      continue;
    }
    const username = usernameCandidate(identity, attempt);
    if (await findUserByUsername(db, username)) continue;
    try {
      return await insertUser(db, {
        email: identity.email,
        username,
        password_hash: null,
        google_id: identity.googleId,
        email_verified: 1,
        profile_image: defaultProfilePicture,
        banner: defaultBanner,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw conflict('USERNAME_TAKEN', 'username');
}

const USERNAME_MAX = 24;

/** A username from the Google name (or the e-mail's local part), then the same with a random number to make it unique. */
function usernameCandidate(identity: Pick<GoogleIdentity, 'name' | 'email'>, attempt: number): string {
  const source = identity.name?.trim() || identity.email.split('@')[0];
  const ascii = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '');
  const base = (ascii.length >= 3 ? ascii : `player${ascii}`).slice(0, USERNAME_MAX);
  if (attempt === 0) return base;
  const suffix = String(randomInt(100, 100_000));
  return `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
}

/** The answer of every successful sign-in: the spec's fields plus a fresh token. */
export async function sessionFor(tokens: SessionTokens, user: User): Promise<SessionResponse> {
  return {
    username: user.username,
    token: await tokens.issue(user),
    points: user.vpoints,
    lvl: user.lvl,
    exp: user.exp,
    profile_image: user.profile_image,
    banner: user.banner,
    newplayer: Boolean(user.newplayer),
  };
}
