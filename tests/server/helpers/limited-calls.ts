import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { bearer, newAccount, verificationLink } from './accounts';
import type { TestContext } from './app';

/** The failed-password limit the suites using these calls configure (`LOGIN_RATE_LIMIT`): low, so they make few calls. */
export const PASSWORD_TRIES = 3;
/** The per-IP limit of each `POST /auth/*` route they configure (`AUTH_RATE_LIMIT`): above one player's logins. */
const AUTH_CALLS_PER_IP = PASSWORD_TRIES + 3;
export const limitedEnv = { LOGIN_RATE_LIMIT: String(PASSWORD_TRIES), AUTH_RATE_LIMIT: String(AUTH_CALLS_PER_IP) };

/** Calls from one address. */
const callsFrom = (ctx: TestContext, remoteAddress: string) => (options: InjectOptions) =>
  ctx.app.inject({ ...options, remoteAddress });

/**
 * Every call of a player that something counts: register, verify, log in, start a run (plays per address),
 * `PASSWORD_TRIES` wrong passwords then the right one (429), the same with change_password's current password.
 * Answers the account.
 */
export async function playerThroughTheLimits(ctx: TestContext, remoteAddress: string, mapId: number) {
  const call = callsFrom(ctx, remoteAddress);
  const account = newAccount('limited');
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    call({ method: 'POST', url, payload, headers });
  const logIn = (password: string) => post('/auth/login', { email: account.email, password });
  const changePassword = (headers: Record<string, string>, currentPassword: string) =>
    call({
      method: 'PUT',
      url: '/user/change_password',
      headers,
      payload: { currentPassword, newPassword: 'n3w-pass-long' },
    });

  expect((await post('/auth/register', account)).statusCode).toBe(201);
  const { token } = await verificationLink(ctx.config.dataDir, account.email);
  expect((await post('/auth/verify-email', { token })).statusCode).toBe(200);
  const session = await logIn(account.password);
  expect(session.statusCode).toBe(200);
  const headers = bearer(session.json().token as string);
  expect((await post('/play/play', { mapId }, headers)).statusCode).toBe(200);

  const wrongLogins = [];
  for (let i = 0; i < PASSWORD_TRIES; i++) wrongLogins.push((await logIn(`wrong-${i}`)).statusCode);
  expect(wrongLogins).toEqual(Array(PASSWORD_TRIES).fill(401));
  expect((await logIn(account.password)).statusCode).toBe(429);

  const wrongCurrent = [];
  for (let i = 0; i < PASSWORD_TRIES; i++) wrongCurrent.push((await changePassword(headers, `wrong-${i}`)).statusCode);
  expect(wrongCurrent).toEqual(Array(PASSWORD_TRIES).fill(400));
  expect((await changePassword(headers, account.password)).statusCode).toBe(429);
  return { account };
}

/** `AUTH_CALLS_PER_IP` logins from one address answer 401, the next 429. */
export async function perIpCapHolds(ctx: TestContext, remoteAddress: string) {
  const call = callsFrom(ctx, remoteAddress);
  const statuses = [];
  for (let i = 0; i <= AUTH_CALLS_PER_IP; i++) {
    const payload = { email: `spray${i}@example.com`, password: 'whatever-pass' };
    statuses.push((await call({ method: 'POST', url: '/auth/login', payload })).statusCode);
  }
  expect(statuses).toEqual([...Array(AUTH_CALLS_PER_IP).fill(401), 429]);
}
