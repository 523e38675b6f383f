import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerName } from '../../server/lib/change-bus-postgres';
import { startSecondInstance, startTestApp, type TestContext } from './helpers/app';
import { bearer, signedInPlayer } from './helpers/accounts';
import { publishableMap } from './helpers/creators';
import { dailyCalls, dailyPlayer } from './helpers/daily';
import { userIdOf } from './helpers/play-maps';
import { pollUntil } from './helpers/poll';
import { hasRedisServer, startRedisServer, type RedisServer } from './helpers/redis-server';

type Instance = TestContext & { stop: () => Promise<void> };

const subscribed = (instance: Instance) =>
  pollUntil(5000, 'subscribed to the change bus', () => instance.app.dataChanges.bus.subscribed);

/**
 * Two instances on one PostgreSQL database (the set-up of docs/operations.md, "Several machines"), each keeping the
 * player memory while subscribed to the change bus (server/lib/change-bus.ts): a change made through one reaches
 * what the other kept as soon as its notice arrives, and an instance that loses the bus keeps nothing until it has
 * subscribed again.
 */
function twoInstancesSuite(
  transport: string,
  env: () => Record<string, string>,
  dropListener: (b: Instance) => Promise<void>,
) {
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    a = await startTestApp('postgres', env());
    b = { ...(await startSecondInstance(a, env())), dialect: 'postgres' };
    await Promise.all([subscribed(a), subscribed(b)]);
  });
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  const data = (instance: Instance, headers: Record<string, string>) =>
    instance.app.inject({ method: 'GET', url: '/user/data', headers });
  const keptVersion = async (instance: Instance, username: string) =>
    instance.app.playerMemory.tokenVersions?.peek(String(await userIdOf(instance, username)));

  it(`refuses the old token on the other instance as soon as the password change's notice arrives (${transport})`, async () => {
    const player = await signedInPlayer(a, 'buspass');
    expect((await data(b, player.headers)).statusCode).toBe(200);
    expect(await keptVersion(b, player.username)).toBeDefined();

    const changed = await a.app.inject({
      method: 'PUT',
      url: '/user/change_password',
      headers: player.headers,
      payload: { currentPassword: player.password, newPassword: 'a-brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    const delay = await pollUntil(2000, 'the old token refused on B', async () => {
      return (await data(b, player.headers)).statusCode === 401;
    });
    console.log(`change bus over ${transport}: B refused the old token ${delay.toFixed(1)} ms after A answered`);
    expect((await data(b, bearer(changed.json().token))).statusCode).toBe(200);
  });

  it(`shows a like made on one instance on the other (${transport})`, async () => {
    const creator = await signedInPlayer(a, 'buscreator');
    const fan = await signedInPlayer(a, 'busfan');
    const map = await publishableMap(a.app, creator.headers, 'Bus Cove');
    const likedOnB = async () => {
      const page = await b.app.inject({ method: 'GET', url: '/maps/all?search=Bus%20Cove', headers: fan.headers });
      return page.json().maps.find((shown: { mapid: number }) => shown.mapid === map.mapid)?.userHasLiked as boolean;
    };
    expect(await likedOnB()).toBe(false);
    expect(b.app.playerMemory.likedMaps?.peek(String(await userIdOf(b, fan.username)))).toEqual(new Set());
    const liked = await a.app.inject({ method: 'POST', url: `/maps/${map.mapid}/like`, headers: fan.headers });
    expect(liked.json().liked).toBe(true);
    const delay = await pollUntil(2000, 'the like shown on B', likedOnB);
    console.log(`change bus over ${transport}: B showed the like ${delay.toFixed(1)} ms after A answered`);
  });

  it(`shows a ranked daily run started and scored on one instance in the player's /daily on the other (${transport})`, async () => {
    const { start, end } = dailyCalls(() => a);
    const player = await dailyPlayer(a, 'busdaily');
    const stateOnB = async () =>
      (await b.app.inject({ method: 'GET', url: '/daily', headers: player.headers })).json().player.state as string;
    expect(await stateOnB()).toBe('not-played');
    const run = await start(player.headers);
    await pollUntil(2000, 'the ranked start shown on B', async () => (await stateOnB()) === 'playing');
    expect((await end(run, player.headers)).statusCode).toBe(200);
    await pollUntil(2000, 'the score shown on B', async () => (await stateOnB()) === 'ranked');
  });

  it(`clears the memory when the subscription drops and reads per call until subscribed again (${transport})`, async () => {
    const player = await signedInPlayer(a, 'busdrop');
    // Notices of A's earlier changes may still reach B after a first read, and each clears all B keeps: read until kept.
    await pollUntil(2000, 'B keeps the token version it read', async () => {
      expect((await data(b, player.headers)).statusCode).toBe(200);
      return (await keptVersion(b, player.username)) !== undefined;
    });
    const seen: { subscribed: boolean; kept: boolean }[] = [];
    b.app.dataChanges.onSubscription((now) =>
      seen.push({ subscribed: now, kept: b.app.playerMemory.tokenVersions !== undefined }),
    );

    await dropListener(b);
    await pollUntil(2000, 'the drop noticed by B', () => seen.length > 0);
    expect(seen[0]).toEqual({ subscribed: false, kept: false });
    // A change no instance announced (made straight in the database) is seen at once: B keeps nothing while it
    // cannot hear changes, and forgets all it kept when it has subscribed again.
    await sql`update users set token_version = token_version + 1 where username = ${player.username}`.execute(
      a.app.db.kysely,
    );
    expect((await data(b, player.headers)).statusCode).toBe(401);

    await subscribed(b);
    expect(seen.at(-1)).toEqual({ subscribed: true, kept: true });
    expect(await keptVersion(b, player.username)).toBeUndefined();
    // Subscribed again, B keeps what it reads and hears the next change.
    expect((await data(b, player.headers)).statusCode).toBe(401);
    const other = await signedInPlayer(a, 'busback');
    // As above, for the notices of that sign-up.
    await pollUntil(2000, 'B keeps what it reads once subscribed again', async () => {
      expect((await data(b, other.headers)).statusCode).toBe(200);
      return (await keptVersion(b, other.username)) !== undefined;
    });
    await a.app.inject({
      method: 'PUT',
      url: '/user/change_password',
      headers: other.headers,
      payload: { currentPassword: other.password, newPassword: 'another-new-password' },
    });
    await pollUntil(2000, 'the old token refused on B after it subscribed again', async () => {
      return (await data(b, other.headers)).statusCode === 401;
    });
  });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('change bus: two instances on one PostgreSQL (LISTEN/NOTIFY)', () => {
  twoInstancesSuite(
    'PostgreSQL LISTEN/NOTIFY',
    () => ({}),
    async (b) => {
      const name = listenerName(b.app.dataChanges.bus.instanceId);
      const ended = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${name}`.execute(
        b.app.db.kysely,
      );
      expect(ended.rows).toEqual([{ ended: true }]);
    },
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasRedisServer)(
  'change bus: two instances on one PostgreSQL (Redis pub/sub)',
  () => {
    let redis: RedisServer;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await redis?.stop();
    });
    twoInstancesSuite(
      'Redis pub/sub',
      () => ({ REDIS_URL: redis.url, CHANGE_BUS: 'redis' }),
      async (b) => {
        const { Redis } = await import('ioredis');
        const admin = new Redis(redis.url);
        try {
          const clients = (await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
          const line = clients
            .split('\n')
            .find((row) => row.includes(`name=vs-changes-${b.app.dataChanges.bus.instanceId}`));
          const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
          expect(id).toBeDefined();
          expect(await admin.call('CLIENT', 'KILL', 'ID', id!)).toBe(1);
        } finally {
          admin.disconnect();
        }
      },
    );
  },
);
