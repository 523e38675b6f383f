import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';

export interface TestContext {
  app: App;
  config: Config;
  dialect: 'sqlite' | 'postgres';
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const dialects = (['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const).slice() as Array<
  'sqlite' | 'postgres'
>;

/** A fresh PostgreSQL database on the test server, dropped afterwards. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `vs_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Builds a server on a fresh database of the given dialect, with a fresh DATA_DIR. */
export async function startTestApp(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestContext & { stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-test-'));
  const pgDb = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Every request of a test comes from one address: keep the per-IP limits out of the way (rate-limit tests lower it).
    AUTH_RATE_LIMIT: '100000',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const app = await buildApp(config, deps);
  await app.ready();
  return {
    app,
    config,
    dialect,
    stop: async () => {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs the same suite once per database: `ctx()` gives the running app inside each test. */
export function describeEachDb(
  title: string,
  suite: (ctx: () => TestContext) => void,
  options: { env?: Record<string, string>; deps?: () => AppDeps } = {},
) {
  for (const dialect of dialects) {
    describe(`${title} [${dialect}]`, () => {
      let context: Awaited<ReturnType<typeof startTestApp>> | undefined;
      beforeAll(async () => {
        context = await startTestApp(dialect, options.env, options.deps?.());
      });
      afterAll(async () => {
        await context?.stop();
      });
      suite(() => {
        if (!context) throw new Error('test app not started');
        return context;
      });
    });
  }
}
