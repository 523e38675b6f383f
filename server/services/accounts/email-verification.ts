import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database, User } from '../../db/schema';
import type { Lang } from '../../messages';
import {
  consumeEmailToken,
  findEmailToken,
  insertEmailToken,
  retireEmailTokens,
} from '../../repositories/email-tokens';
import { findUserByEmail, markEmailVerified, normalizeEmail } from '../../repositories/users';
import { reserveAttempt, type AttemptCounter } from '../../lib/attempt-counter';
import type { Mailer } from '../mail/mailer';
import { verificationMail } from '../mail/templates';
import { transact } from '../../db/concurrency';

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Verification mails one address may be sent per hour, whoever asks. */
const RESENDS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** Only the SHA-256 of a link's token is stored: a copy of the database does not hold working links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use link valid for 24 hours and mails it to the user in their language. */
export async function sendVerificationMail(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  user: Pick<User, 'id' | 'email' | 'username'>,
  lang: Lang,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertEmailToken(db, { userId: user.id, tokenHash: hashToken(token), expiresAt: nowIso(LINK_LIFETIME_MS) });
  const link = `${publicUrl}/verify-email?token=${token}`;
  await mailer.send(verificationMail(lang, user.email, user.username, link));
}

export type VerificationOutcome = 'verified' | 'invalid' | 'expired' | 'used';

/**
 * Spends a link's token and activates its account. The token is taken with a conditional update, so of two
 * simultaneous clicks exactly one verifies and the other learns the link was used.
 */
export function consumeVerificationToken(db: Kysely<Database>, token: string): Promise<VerificationOutcome> {
  return transact(db, async (trx) => {
    const row = await findEmailToken(trx, hashToken(token));
    if (!row) return 'invalid';
    if (row.used_at !== null) return 'used';
    if (row.expires_at <= nowIso()) return 'expired';
    if (!(await consumeEmailToken(trx, row.id))) return 'used';
    await markEmailVerified(trx, row.user_id);
    await retireEmailTokens(trx, row.user_id);
    return 'verified';
  });
}

/**
 * The account a new verification mail goes to when someone asks for one for `email`: undefined when there is no such
 * account or it is verified already. The address's resends are counted first, whether or not it has an account.
 */
export async function accountToVerify(
  db: Kysely<Database>,
  attempts: AttemptCounter,
  email: string,
): Promise<User | undefined> {
  const normalized = normalizeEmail(email);
  await reserveAttempt(attempts, `resend:${normalized}`, RESENDS_PER_HOUR, HOUR_MS);
  const user = await findUserByEmail(db, normalized);
  return user && !user.email_verified ? user : undefined;
}
