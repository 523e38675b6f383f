import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app';
import { login, signedInPlayer } from './helpers/accounts';

/** REDIS_URL exists so several instances share their limits: prove it with two servers and a private redis-server. */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

describe.skipIf(!hasRedis)('rate limits shared through Redis', () => {
  let redis: ChildProcess;
  let redisUrl: string;

  beforeAll(async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    await new Promise<void>((resolve, reject) => {
      // redis-server prints "Ready to accept connections" once it listens.
      redis.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      });
      redis.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
    });
    redisUrl = `redis://127.0.0.1:${port}`;
  });

  afterAll(() => {
    redis?.kill();
  });

  it('counts failed logins and per-IP calls across two instances', async () => {
    const env = { REDIS_URL: redisUrl, LOGIN_RATE_LIMIT: '2', AUTH_RATE_LIMIT: '5' };
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
