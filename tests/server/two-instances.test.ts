import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers/app';
import { newAccount, verificationLink } from './helpers/accounts';
import { multipart, picture } from './helpers/creators';
import { hasRedisServer, startRedisServer, type RedisServer } from './helpers/redis-server';
import { STARTUP_MS, startServerProcess, type ServerProcess } from './helpers/server-process';

/*
 * docs/operations.md "Several machines", run for real: two server processes, each with its own port and DATA_DIR (no
 * shared disk, no shared memory), on one PostgreSQL database, one JWT_SECRET and one Redis. Whatever one instance
 * writes, the other must see; whatever one counts, the other must count on.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const LOGIN_LIMIT = 4;

// A private, empty redis-server: counts left by an earlier run (the same account names, within their 15-minute
// window) would otherwise refuse this run's first guesses.
describe.skipIf(!databaseUrl || !hasRedisServer)(
  `two server processes on one PostgreSQL, JWT secret and Redis${databaseUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set, and several instances need PostgreSQL)'}`,
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let redis: RedisServer;
    let a: ServerProcess;
    let b: ServerProcess;

    beforeAll(async () => {
      [database, redis] = await Promise.all([createPostgresDatabase(), startRedisServer()]);
      const shared = {
        DATABASE_URL: database.url,
        JWT_SECRET: `two-instances-${'s'.repeat(32)}`,
        REDIS_URL: redis.url,
        LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
        // Every request of the test comes from 127.0.0.1: keep the per-IP limits of /auth/* out of the way.
        AUTH_RATE_LIMIT: '100000',
      };
      // Started together, as a rolling deployment does: both run the migrations and the seeds at once.
      [a, b] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
    }, STARTUP_MS + 10_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await Promise.all([database?.drop(), redis?.stop()]);
    });

    const call = (instance: ServerProcess, method: string, path: string, init: RequestInit = {}) =>
      fetch(`${instance.url}${path}`, { method, ...init });
    const json = (body: unknown, token?: string) => ({
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const login = (instance: ServerProcess, email: string, password: string) =>
      call(instance, 'POST', '/auth/login', json({ email, password }));

    it('signs in on one instance and acts on the other: a map and its picture made on B are read on A', async () => {
      const account = newAccount('traveller');
      expect((await call(a, 'POST', '/auth/register', json(account))).status).toBe(201);
      // The link mailed by A (its outbox is in A's DATA_DIR) is opened on B.
      const { token: linkToken } = await verificationLink(a.dataDir, account.email);
      expect((await call(b, 'POST', '/auth/verify-email', json({ token: linkToken }))).status).toBe(200);
      const signedIn = await login(a, account.email, account.password);
      expect(signedIn.status).toBe(200);
      const { token } = (await signedIn.json()) as { token: string };

      const form = multipart({ title: 'Isla de dos máquinas', description: 'Hecha en B.', published: '0' }, [
        { data: await picture('png', 320, 200) },
      ]);
      const created = await call(b, 'POST', '/maps/create', {
        headers: { ...form.headers, authorization: `Bearer ${token}` },
        body: new Uint8Array(form.payload),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const map = (await created.json()) as { mapid: number; mapImage: string };

      const listed = await call(a, 'POST', '/maps', json({}, token));
      expect(listed.status).toBe(200);
      const { maps } = (await listed.json()) as { maps: { mapid: number; mapImage: string }[] };
      expect(maps.map(({ mapid, mapImage }) => ({ mapid, mapImage }))).toEqual([
        { mapid: map.mapid, mapImage: map.mapImage },
      ]);

      const [fromA, fromB] = await Promise.all(
        [a, b].map((instance) => call(instance, 'GET', `/uploads/${map.mapImage}`)),
      );
      expect([fromA.status, fromA.headers.get('content-type'), fromA.headers.get('etag')]).toEqual([
        200,
        'image/webp',
        fromB.headers.get('etag'),
      ]);
      expect(Buffer.from(await fromA.arrayBuffer()).equals(Buffer.from(await fromB.arrayBuffer()))).toBe(true);
    });

    it('counts failed logins across both: wrong passwords alternated between A and B meet one limit', async () => {
      const account = newAccount('guesser');
      expect((await call(b, 'POST', '/auth/register', json(account))).status).toBe(201);
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LOGIN_LIMIT; attempt++) {
        const instance = attempt % 2 === 0 ? a : b;
        statuses.push((await login(instance, account.email, `wrong-password-${attempt}`)).status);
      }
      // Four guesses in all, two on each instance: either alone would have allowed four more.
      expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(401), 429]);
      // The right password is refused too, on both, until the window ends.
      for (const instance of [a, b]) expect((await login(instance, account.email, account.password)).status).toBe(429);
    });
  },
);
