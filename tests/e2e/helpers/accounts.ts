import type { APIRequestContext } from '@playwright/test';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseMail } from '../../../server/services/mail/mime';
import { e2eDataDir } from './server';

/** The e2e server writes mail here (playwright.config.ts sets DATA_DIR). */
const outboxDir = join(e2eDataDir, 'outbox');

export interface TestUser {
  email: string;
  username: string;
  password: string;
}

/** A fresh user name and address for one test, so runs never collide. */
export function newUser(prefix: string): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${prefix}.${id}@example.test`, username: `${prefix}_${id}`.slice(0, 24), password: 'palm-tree-42' };
}

/** Waits for the newest verification mail to `email` in the outbox and returns its link. */
export async function verificationLink(email: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.includes(email)).sort();
    const newest = files.at(-1);
    if (newest) {
      const mail = parseMail(await readFile(join(outboxDir, newest))).text ?? '';
      const link = mail.match(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]+/)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no verification mail for ${email} in ${outboxDir}`);
}

/** Registers and verifies a user through the real API and the outbox, as a person would with their mail client. */
export async function createVerifiedUser(request: APIRequestContext, user: TestUser): Promise<void> {
  const registered = await request.post('/auth/register', { data: user });
  if (registered.status() !== 201)
    throw new Error(`register failed: ${registered.status()} ${await registered.text()}`);
  const token = new URL(await verificationLink(user.email)).searchParams.get('token');
  const verified = await request.post('/auth/verify-email', { data: { token } });
  if (!verified.ok()) throw new Error(`verify failed: ${verified.status()} ${await verified.text()}`);
}

/** Signs in through the API and returns the session token. */
export async function apiLogin(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post('/auth/login', { data: { email: user.email, password: user.password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  return (await res.json()).token as string;
}
