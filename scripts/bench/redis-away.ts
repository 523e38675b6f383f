/**
 * `npm run bench -- redis-away`: what a call that a limit counts costs while Redis is away. The same counted call
 * (POST /auth/verify-email with an unknown token: the per-IP limit, then one indexed read) on a server without Redis,
 * which counts in memory, and on one whose REDIS_URL points at a closed port, which must count in memory too without
 * waiting for Redis. The two alternate in rounds on one machine; the figure is the ratio of their medians. (The test,
 * tests/server/redis-away.test.ts, proves the mechanism: no command reaches Redis while it is away.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';

const CALLS_PER_ROUND = Number(process.env.BENCH_REDIS_CALLS ?? 400);
const ROUNDS = 5;

async function server(redisUrl?: string): Promise<{ app: App; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-redis-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    AUTH_RATE_LIMIT: '1000000',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each call's time in milliseconds, one after another as a player's calls come. */
async function timedCalls(app: App, round: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < CALLS_PER_ROUND; i++) {
    const start = performance.now();
    await app.inject({
      method: 'POST',
      url: '/auth/verify-email',
      payload: { token: `unknown-token-${i}` },
      remoteAddress: `198.51.${round}.${i % 250}`,
    });
    times.push(performance.now() - start);
  }
  return times;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

export async function benchRedisAway(): Promise<void> {
  const memory = await server();
  const away = await server('redis://127.0.0.1:1');
  try {
    const times = { memory: [] as number[], away: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      times.memory.push(...(await timedCalls(memory.app, round)));
      times.away.push(...(await timedCalls(away.app, round)));
    }
    console.log(`\nA counted call while Redis is away (${ROUNDS} × ${CALLS_PER_ROUND} calls each, in-process)`);
    for (const [label, values] of Object.entries(times)) {
      const median = percentile(values, 0.5).toFixed(2);
      console.log(`  ${label.padEnd(8)} median ${median} ms, p99 ${percentile(values, 0.99).toFixed(2)} ms`);
    }
    const ratio = percentile(times.away, 0.5) / percentile(times.memory, 0.5);
    console.log(`  away / memory (medians): ${ratio.toFixed(2)}x`);
  } finally {
    await away.stop();
    await memory.stop();
  }
}
