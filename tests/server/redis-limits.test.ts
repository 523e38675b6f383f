import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app';
import { login, signedInPlayer } from './helpers/accounts';
import { hasRedisServer, startRedisServer, type RedisServer } from './helpers/redis-server';

/** REDIS_URL exists so several instances share their limits: prove it with two servers and a private redis-server. */
describe.skipIf(!hasRedisServer)('rate limits shared through Redis', () => {
  let redis: RedisServer;

  beforeAll(async () => {
    redis = await startRedisServer();
  });

  afterAll(async () => {
    await redis?.stop();
  });

  it('counts failed logins and per-IP calls across two instances', async () => {
    const env = { REDIS_URL: redis.url, LOGIN_RATE_LIMIT: '2', AUTH_RATE_LIMIT: '5' };
    const [a, b] = [await startTestApp('sqlite', env), await startTestApp('sqlite', env)];
    try {
      const player = await signedInPlayer(a);
      await login(a.app, { email: player.email, password: 'wrong-pass-1' }, '10.1.1.1');
      await login(b.app, { email: player.email, password: 'wrong-pass-2' }, '10.1.1.2');
      expect((await login(a.app, player, '10.1.1.3')).statusCode).toBe(429);

      const statuses = [];
      for (let i = 0; i < 6; i++) {
        const instance = i % 2 ? a : b;
        statuses.push(
          (await login(instance.app, { email: `nobody${i}@example.com`, password: 'whatever-pw' }, '10.2.2.2'))
            .statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
