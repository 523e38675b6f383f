import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import type { App } from '../../../server/app';
import { nowIso } from '../../../server/db/dialect';
import { parseMail } from '../../../server/services/mail/mime';
import { outboxDirIn } from '../../../server/services/mail/outbox';
import type { TestContext } from './app';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The text part, decoded as a mail reader shows it. */
  body: string;
}

/** Every mail the outbox transport wrote to DATA_DIR/outbox/, oldest first, read with the server's own MIME reader. */
export function outboxMails(dataDir: string): OutboxMail[] {
  const dir = outboxDirIn(dataDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((file) => {
      const mail = parseMail(readFileSync(join(dir, file)));
      return { file, to: mail.to, subject: mail.subject, body: mail.text ?? '' };
    });
}

export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  return outboxMails(dataDir).filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

const LINK = /(https?:\/\/[^\s"<]+\/verify-email\?token=([A-Za-z0-9_-]+))/;

/** The verification link of the newest mail to `email`, waiting briefly for mails sent in the background. */
export async function verificationLink(
  dataDir: string,
  email: string,
  mailCount = 1,
): Promise<{ url: string; token: string }> {
  const mails = await vi.waitFor(
    () => {
      const found = mailsTo(dataDir, email);
      expect(found.length).toBeGreaterThanOrEqual(mailCount);
      return found;
    },
    { timeout: 3000, interval: 25 },
  );
  const match = LINK.exec(mails[mails.length - 1].body);
  if (!match) throw new Error(`no verification link in the mail to ${email}`);
  return { url: match[1], token: match[2] };
}

let serial = 0;

/** A fresh, valid set of registration fields, unique within the test file. */
export function newAccount(prefix = 'player') {
  serial += 1;
  const username = `${prefix}_${serial}`.slice(0, 24);
  return { email: `${username}@example.com`, username, password: `pw-${username}-long` };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function register(
  app: App,
  fields: { email: string; username: string; password: string },
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url: '/auth/register', payload: fields, headers });
}

export function login(app: App, fields: { email: string; password: string }, remoteAddress?: string) {
  const payload = { email: fields.email, password: fields.password };
  return app.inject({ method: 'POST', url: '/auth/login', payload, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** The year of birth test players state unless told otherwise: an adult, so rolls and VPoints purchases are open. */
export const ADULT_BIRTH_YEAR = 1990;

/**
 * A registered, verified and signed-in player, made through the real calls (register, the mailed link, login, and
 * the year of birth: `birthYear: null` leaves it unstated). Other suites use it to get a token.
 */
export async function signedInPlayer(
  ctx: TestContext,
  prefix = 'player',
  { birthYear = ADULT_BIRTH_YEAR }: { birthYear?: number | null } = {},
) {
  const account = newAccount(prefix);
  const registered = await register(ctx.app, account);
  expect(registered.statusCode, registered.body).toBe(201);
  const { token: linkToken } = await verificationLink(ctx.config.dataDir, account.email);
  const verified = await ctx.app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token: linkToken } });
  expect(verified.statusCode, verified.body).toBe(200);
  const session = await login(ctx.app, account);
  expect(session.statusCode, session.body).toBe(200);
  const token = session.json().token as string;
  if (birthYear !== null) {
    const stated = await ctx.app.inject({
      method: 'PUT',
      url: '/user/birth_year',
      headers: bearer(token),
      payload: { birthYear },
    });
    expect(stated.statusCode, stated.body).toBe(200);
  }
  return { ...account, token, headers: bearer(token) };
}

/** An account that signs in only with Google (no password), written straight to the database, with a session token. */
export async function googleOnlyPlayer(ctx: TestContext, username: string) {
  const user = await ctx.app.db.kysely
    .insertInto('users')
    .values({
      username,
      username_key: username.toLowerCase(),
      email: `${username.toLowerCase()}@gmail.com`,
      google_id: `google-${username}`,
      email_verified: 1,
      profile_image: 'pic-01.webp',
      banner: 'banner-01.webp',
      created_at: nowIso(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...user, headers: bearer(await ctx.app.sessionTokens.issue(user)) };
}
