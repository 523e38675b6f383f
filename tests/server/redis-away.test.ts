/**
 * With REDIS_URL, no request waits on a Redis that is away: the server's client queues nothing while disconnected and
 * gives up connecting quickly, and while Redis is away every limit is counted by the fallback counter in memory without
 * a command sent to Redis. This file proves that mechanism; what a counted call costs meanwhile is measured by
 * `npm run bench -- redis-away` (timing belongs to benchmarks: docs/architecture.md, "Tests").
 */
import { Redis, type Command } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { login } from './helpers/accounts';
import { dialects, startTestApp } from './helpers/app';
import { limitedEnv, PASSWORD_TRIES, perIpCapHolds, playerThroughTheLimits } from './helpers/limited-calls';
import { insertTestMap } from './helpers/play-maps';
import { hasRedisServer, startRedisServer, type RedisServer } from './helpers/redis-server';

const AWAY = [40, 'Redis is unreachable: this instance counts limits in its own memory until it returns'];
const BACK = [30, 'Redis answers again: limits are counted in Redis again'];
/** The commands the counters send (the hit script, a reset): the ready check and the test's own reads are not counted. */
const COUNTER_COMMANDS = new Set(['eval', 'evalsha', 'del']);
/** Opening a connection gives up within this: it happens in the background, but a reconnection must not hang. */
const CONNECT_TIMEOUT_BOUND_MS = 1000;

let lastAddress = 0;
const freshAddress = () => `203.0.113.${++lastAddress}`;

type Event = 'away' | 'back' | 'command';

/**
 * Spies on ioredis: the clients made from now on, and one timeline of the server's Redis notices and of the counter
 * commands its client sends, in the order they happened.
 */
function watchRedis() {
  const clients: Redis[] = [];
  const timeline: Event[] = [];
  const connect = Redis.prototype.connect;
  vi.spyOn(Redis.prototype, 'connect').mockImplementation(function (
    this: Redis,
    ...args: Parameters<Redis['connect']>
  ) {
    if (!clients.includes(this)) clients.push(this);
    return connect.apply(this, args);
  });
  const sendCommand = Redis.prototype.sendCommand;
  vi.spyOn(Redis.prototype, 'sendCommand').mockImplementation(function (
    this: Redis,
    command: Command,
    ...rest: unknown[]
  ) {
    if (this === clients[0] && COUNTER_COMMANDS.has(command.name)) timeline.push('command');
    return (sendCommand as (...args: unknown[]) => ReturnType<Redis['sendCommand']>).call(this, command, ...rest);
  });
  return { clients, timeline };
}

/** Counter commands sent while the server held Redis away (between a notice that it is away and one that it is back). */
function commandsWhileAway(timeline: Event[]): number {
  let away = false;
  let sent = 0;
  for (const event of timeline) {
    if (event === 'command') sent += away ? 1 : 0;
    else away = event === 'away';
  }
  return sent;
}

/** A server on `redisUrl` whose Redis notices and counter commands the test reads, and a map to play on it. */
async function watchedServer(dialect: 'sqlite' | 'postgres', redisUrl: string) {
  const { clients, timeline } = watchRedis();
  const lines: { level: number; msg: string }[] = [];
  const logStream = {
    write: (line: string) => {
      const entry = JSON.parse(line) as { level: number; msg: string };
      lines.push(entry);
      if (entry.msg === AWAY[1]) timeline.push('away');
      if (entry.msg === BACK[1]) timeline.push('back');
    },
  };
  const ctx = await startTestApp(dialect, { ...limitedEnv, LOG_LEVEL: 'info', REDIS_URL: redisUrl }, { logStream });
  const [client] = clients;
  const { mapId } = await insertTestMap(ctx, { events: [{ premise: 'Una ola', options: [{ wins: true }] }] });
  const notices = () => lines.filter((line) => line.msg.includes('Redis')).map((line) => [line.level, line.msg]);
  const commands = () => timeline.filter((event) => event === 'command').length;
  return { ctx, mapId, client, timeline, notices, commands };
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
  describe(`with REDIS_URL pointing at a closed port [${dialect}]`, () => {
    let server: Awaited<ReturnType<typeof watchedServer>>;
    beforeAll(async () => {
      server = await watchedServer(dialect, 'redis://127.0.0.1:1');
    });
    afterAll(async () => {
      await server.ctx.stop();
      vi.restoreAllMocks();
    });

    it('opens one client that never queues a call and gives up connecting quickly', () => {
      expect(server.client).toBeDefined();
      expect(server.client.options.enableOfflineQueue).toBe(false);
      expect(server.client.options.maxRetriesPerRequest).toBe(0);
      expect(server.client.options.connectTimeout).toBeLessThanOrEqual(CONNECT_TIMEOUT_BOUND_MS);
    });

    it('keeps every limit in memory without a command to Redis, and says so once', async () => {
      await playerThroughTheLimits(server.ctx, freshAddress(), server.mapId);
      await perIpCapHolds(server.ctx, freshAddress());
      expect(server.commands()).toBe(0);
      expect(server.notices()).toEqual([AWAY]);
    });
  });

  describe.skipIf(!hasRedisServer)(`when Redis goes away and comes back [${dialect}]`, () => {
    let redis: RedisServer;
    let server: Awaited<ReturnType<typeof watchedServer>>;
    beforeAll(async () => {
      redis = await startRedisServer();
      server = await watchedServer(dialect, redis.url);
    });
    afterAll(async () => {
      await server?.ctx.stop();
      await redis?.stop();
      vi.restoreAllMocks();
    });
    beforeEach(() => {
      server.timeline.length = 0;
    });
    afterEach(() => {
      // The mechanism itself, whatever the step: nothing is sent to Redis while the server holds it away.
      expect(commandsWhileAway(server.timeline)).toBe(0);
    });

    it('counts in Redis while it answers', async () => {
      const address = freshAddress();
      const { account } = await playerThroughTheLimits(server.ctx, address, server.mapId);
      // Every wrong password and the refused right one; the player's logins from the address.
      expect(await stored(redis.url, `vs:attempts:login:${account.email}`)).toBe(String(PASSWORD_TRIES + 1));
      expect(await stored(redis.url, `vs:rate:POST/auth/login-${address}`)).toBe(String(PASSWORD_TRIES + 2));
      expect(server.notices()).toEqual([]);
      // The spy sees the counters' commands: its zero while Redis is away means something.
      expect(server.commands()).toBeGreaterThan(PASSWORD_TRIES);
    });

    let outage: { email: string; password: string; address: string };
    it('keeps every limit with the fallback counter once Redis is gone, sending it nothing', async () => {
      await redis.stop();
      await vi.waitFor(() => expect(server.notices()).toEqual([AWAY]), { timeout: 5000, interval: 20 });
      const address = freshAddress();
      const { account } = await playerThroughTheLimits(server.ctx, address, server.mapId);
      await perIpCapHolds(server.ctx, freshAddress());
      expect(server.commands()).toBe(0);
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

    it('lets one call meet a Redis that stops answering, then falls back until it answers again', async () => {
      const earlier = server.notices().length;
      const admin = new Redis(redis.url);
      await admin.call('CLIENT', 'PAUSE', '2000', 'ALL');
      admin.disconnect();
      // The first counted call meets the silent Redis and gives up on it (REDIS_CALL_TIMEOUT_MS): it is still served.
      const play = { method: 'POST' as const, url: '/play/play', payload: { mapId: server.mapId } };
      expect((await server.ctx.app.inject({ ...play, remoteAddress: freshAddress() })).statusCode).toBe(200);
      expect(server.notices()[earlier]).toEqual(AWAY);
      expect(server.timeline.slice(0, 2)).toEqual(['command', 'away']);
      // The calls after it count in memory while Redis is away (afterEach: none reaches Redis), and the limits hold.
      const address = freshAddress();
      const { account } = await playerThroughTheLimits(server.ctx, address, server.mapId);
      await vi.waitFor(() => expect(server.notices().slice(earlier)).toEqual([AWAY, BACK]), { timeout: 5000 });
      const counted = async () => Number(await stored(redis.url, `vs:attempts:login:${account.email}`));
      const before = await counted();
      await login(server.ctx.app, { email: account.email, password: 'wrong-again' }, address);
      expect(await counted()).toBe(before + 1);
    });
  });
}
