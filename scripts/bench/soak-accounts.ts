/**
 * Accounts in the soak, through the real calls: register, the link of the mail the server wrote to its outbox,
 * verify, sign in (two argon2 hashes of 19 MiB each); sign-ins with a wrong password now and then; and the VPoints of
 * the gamblers, granted by the operator's script (scripts/ops/grant-vpoints.ts) through the wallet.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseMail } from '../../server/services/mail/mime';
import { outboxDirIn } from '../../server/services/mail/outbox';
import { chance, keep, pick, randomIp, type Player, type World } from './soak-world';

const LINK_TOKEN = /\/verify-email\?token=([A-Za-z0-9_-]+)/;
let serial = 0;

/** The verification token of the mail to `email` (written before /auth/register answers). */
async function mailedToken(dataDir: string, email: string): Promise<string | undefined> {
  const dir = outboxDirIn(dataDir);
  const file = (await readdir(dir)).find((name) => name.includes(`-${email}-`));
  if (!file) return undefined;
  return LINK_TOKEN.exec(parseMail(await readFile(join(dir, file))).text ?? '')?.[1];
}

/** A new verified, signed-in player, or the step that was refused and its answer. */
export async function registerPlayer(world: World): Promise<Player | string> {
  const { call } = world.http;
  const ip = randomIp();
  const username = `${world.runTag}_${++serial}`;
  const account = { username, email: `${username}@soak.test`, password: `pw-${username}-long` };
  const registered = await call('POST /auth/register', '/auth/register', { json: account, ip });
  if (registered.status !== 201) return `register: ${registered.status} ${JSON.stringify(registered.body)}`;
  const token = await mailedToken(world.dataDir, account.email);
  if (!token) return `no mail to ${account.email} in the outbox`;
  const verified = await call('POST /auth/verify-email', '/auth/verify-email', { json: { token }, ip });
  if (verified.status !== 200) return `verify: ${verified.status} ${JSON.stringify(verified.body)}`;
  const credentials = { email: account.email, password: account.password };
  const session = await call('POST /auth/login', '/auth/login', { json: credentials, ip });
  if (session.status !== 200) return `login: ${session.status} ${JSON.stringify(session.body)}`;
  const player = { ...account, token: session.body.token as string };
  keep(world.players, player);
  return player;
}

/** A returning player signs in again; one in eight mistypes the password first (the failed-login counter). */
export async function signIn(world: World): Promise<void> {
  if (world.players.length === 0) return;
  const player = pick(world.players);
  const ip = randomIp();
  if (chance(1 / 8)) {
    await world.http.call('POST /auth/login', '/auth/login', {
      json: { email: player.email, password: 'wrong-password' },
      ip,
    });
  }
  const session = await world.http.call('POST /auth/login', '/auth/login', {
    json: { email: player.email, password: player.password },
    ip,
  });
  if (session.status === 200) player.token = session.body.token;
}

const run = promisify(execFile);

/** Registers `count` players and grants each `vpoints` with the operator's script, as support would. */
export async function grantedGamblers(world: World, count: number, vpoints: number, env: Record<string, string>) {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) {
    const player = await registerPlayer(world);
    if (typeof player === 'string') throw new Error(`a gambler could not be registered: ${player}`);
    players.push(player);
  }
  const grant = (player: Player) =>
    run(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops/grant-vpoints.ts', player.username, String(vpoints), `soak-${player.username}`],
      { env: { ...process.env, ...env } },
    );
  // One after the other: two grants writing the SQLite file at once would find it busy.
  for (const player of players) await grant(player);
  world.gamblers.push(...players);
}
