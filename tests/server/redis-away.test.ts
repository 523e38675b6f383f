import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, newAccount, register } from './helpers/accounts';
import { dialects, startTestApp } from './helpers/app';
import { limitedEnv, PASSWORD_TRIES, perIpCapHolds, playerThroughTheLimits, timedCalls } from './helpers/limited-calls';
import { insertTestMap } from './helpers/play-maps';
import { hasRedisServer, startRedisServer, type RedisServer } from './helpers/redis-server';

/** The issue measured 30 s for one login with Redis down; every call must answer within this instead. */
const QUICK_MS = 300;
/**
 * A call timed on a machine shared with other work can be late for reasons of its own (argon2 starved of CPU): a test
 * whose calls were slow runs once more, with fresh accounts and addresses. Waiting on Redis would be slow every time.
 */
const timing = { retry: 2 };
const AWAY = [40, 'Redis is unreachable: this instance counts limits in its own memory until it returns'];
const BACK = [30, 'Redis answers again: limits are counted in Redis again'];

let lastAddress = 0;
const freshAddress = () => `203.0.113.${++lastAddress}`;

type Server = Awaited<ReturnType<typeof watchedServer>>;

/**
 * What each call must answer within: QUICK_MS, unless the machine is so busy right now that the same calls on a server
 * without Redis are slower than that; then half as much again as the slowest of those, measured just before.
 */
async function budget(reference: Server) {
  const { times } = await playerThroughTheLimits(reference.ctx, freshAddress(), reference.mapId);
  return Math.max(QUICK_MS, 1.5 * Math.max(...times));
}

/** A server on `redisUrl` (none: counts in memory) whose Redis notices the test reads, and a map to play on it. */
async function watchedServer(dialect: 'sqlite' | 'postgres', redisUrl?: string) {
  const lines: { level: number; msg: string }[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) };
  const env = { ...limitedEnv, LOG_LEVEL: 'info', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
  const ctx = await startTestApp(dialect, env, { logStream });
  const { mapId } = await insertTestMap(ctx, { events: [{ premise: 'Una ola', options: [{ wins: true }] }] });
  // A process's first registration and first unknown login load argon2 and the mail transport, and hash a dummy
  // password: slow whatever Redis does, and not what is measured here.
  await register(ctx.app, newAccount('warm'));
  await login(ctx.app, { email: 'nobody@example.com', password: 'warming-up' });
  const notices = () => lines.filter((line) => line.msg.includes('Redis')).map((line) => [line.level, line.msg]);
  return { ctx, mapId, notices };
}

/** What a key holds in the Redis at `url`, read by a connection of the test's own. */
async function stored(url: string, key: string) {
  const redis = new Redis(url);
  try {
    return await redis.get(key);
  } finally {
    redis.disconnect();
  }
}

for (const dialect of dialects) {
  let reference: Server;
  beforeAll(async () => {
    reference = await watchedServer(dialect);
  });
  afterAll(async () => {
    await reference.ctx.stop();
  });

  describe(`with REDIS_URL pointing at a closed port [${dialect}]`, () => {
    let server: Server;
    beforeAll(async () => {
      server = await watchedServer(dialect, 'redis://127.0.0.1:1');
    });
    afterAll(async () => {
      await server.ctx.stop();
    });

    it('answers every call quickly and keeps every limit, counting in memory, and says so once', timing, async () => {
      const within = await budget(reference);
      const { times } = await playerThroughTheLimits(server.ctx, freshAddress(), server.mapId);
      const sprayed = await perIpCapHolds(server.ctx, freshAddress());
      expect(Math.max(...times, ...sprayed)).toBeLessThan(within);
      expect(server.notices()).toEqual([AWAY]);
    });
  });

  describe.skipIf(!hasRedisServer)(`when Redis goes away and comes back [${dialect}]`, () => {
    let redis: RedisServer;
    let server: Server;
    beforeAll(async () => {
      redis = await startRedisServer();
      server = await watchedServer(dialect, redis.url);
    });
    afterAll(async () => {
      await server?.ctx.stop();
      await redis?.stop();
    });

    it('counts in Redis while it answers', timing, async () => {
      const within = await budget(reference);
      const address = freshAddress();
      const { account, times } = await playerThroughTheLimits(server.ctx, address, server.mapId);
      expect(Math.max(...times)).toBeLessThan(within);
      // Every wrong password and the refused right one; the player's logins from the address.
      expect(await stored(redis.url, `vs:attempts:login:${account.email}`)).toBe(String(PASSWORD_TRIES + 1));
      expect(await stored(redis.url, `vs:rate:POST/auth/login-${address}`)).toBe(String(PASSWORD_TRIES + 2));
      expect(server.notices()).toEqual([]);
    });

    let outage: { email: string; password: string; address: string };
    it('keeps every limit in memory, without waiting, once Redis is gone', timing, async () => {
      const within = await budget(reference);
      await redis.stop();
      const address = freshAddress();
      const { account, times } = await playerThroughTheLimits(server.ctx, address, server.mapId);
      const sprayed = await perIpCapHolds(server.ctx, freshAddress());
      expect(Math.max(...times, ...sprayed)).toBeLessThan(within);
      expect(server.notices()).toEqual([AWAY]);
      outage = { email: account.email, password: account.password, address };
    });

    it('counts in Redis again once it returns, still holding what was counted during the outage', async () => {
      await redis.restart();
      await vi.waitFor(() => expect(server.notices()).toEqual([AWAY, BACK]), { timeout: 5000, interval: 50 });
      const { email, password, address } = outage;
      // The attempts counted in memory still count with this one, counted in Redis: still over the limit.
      expect((await login(server.ctx.app, { email, password }, address)).statusCode).toBe(429);
      expect(await stored(redis.url, `vs:attempts:login:${email}`)).toBe('1');
      expect(await stored(redis.url, `vs:rate:POST/auth/login-${address}`)).toBe('1');
    });

    it('waits on a Redis that stops answering once, not on every call, and comes back to it', timing, async () => {
      // A run before this one (a retry) may have left Redis paused: start once it answers.
      await vi.waitFor(() => expect(server.notices().at(-1)).not.toEqual(AWAY), { timeout: 5000 });
      const within = await budget(reference);
      const earlier = server.notices().length;
      const admin = new Redis(redis.url);
      await admin.call('CLIENT', 'PAUSE', '2000', 'ALL');
      admin.disconnect();
      // The first call to meet the silent Redis waits for it (REDIS_CALL_TIMEOUT_MS); the calls after it do not.
      const { times: first, call } = timedCalls(server.ctx, freshAddress());
      expect((await call({ method: 'POST', url: '/play/play', payload: { mapId: server.mapId } })).statusCode).toBe(
        200,
      );
      const address = freshAddress();
      const { account, times } = await playerThroughTheLimits(server.ctx, address, server.mapId);
      expect(Math.max(...first, ...times)).toBeLessThan(within);
      expect(server.notices()[earlier]).toEqual(AWAY);
      await vi.waitFor(() => expect(server.notices().slice(earlier)).toEqual([AWAY, BACK]), { timeout: 5000 });
      const counted = async () => Number(await stored(redis.url, `vs:attempts:login:${account.email}`));
      const before = await counted();
      await login(server.ctx.app, { email: account.email, password: 'wrong-again' }, address);
      expect(await counted()).toBe(before + 1);
    });
  });
}
