import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp, type App, type AppDeps } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import { createScratchDatabase, type ScratchDatabase } from '../../fixtures/postgres-database';
import { checkAnswersAgainstDocument } from './documented-responses';

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
export const createPostgresDatabase = (): Promise<ScratchDatabase> =>
  createScratchDatabase(process.env.TEST_DATABASE_URL!, 'vs_test');

/** Builds a server on a fresh database of the given dialect, with a fresh DATA_DIR. */
export async function startTestApp(
  dialect: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestContext & { stop: () => Promise<void> }> {
  const pgDb = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const instance = await startInstance({ ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env }, deps);
  return {
    ...instance,
    dialect,
    stop: async () => {
      await instance.stop();
      await pgDb?.drop();
    },
  };
}

/**
 * Another server on the database of `ctx` (PostgreSQL), with a DATA_DIR of its own: what a second machine behind the
 * load balancer shares with the first, and what it does not. Stop it before `ctx`, which drops the database.
 */
export function startSecondInstance(ctx: TestContext, env: Record<string, string> = {}) {
  if (!ctx.config.databaseUrl) throw new Error('a second instance needs a PostgreSQL database to share');
  return startInstance({ DATABASE_URL: ctx.config.databaseUrl, ...env });
}

/**
 * Two servers on one fresh PostgreSQL database, each with a DATA_DIR of its own, for the suite it is called in (run
 * it inside a `describe` that is skipped without PostgreSQL): `instances()` gives them inside each test.
 */
export function twoPostgresInstances() {
  let first: Awaited<ReturnType<typeof startTestApp>> | undefined;
  let second: Awaited<ReturnType<typeof startSecondInstance>> | undefined;
  beforeAll(async () => {
    first = await startTestApp('postgres');
    second = await startSecondInstance(first);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });
  return () => {
    if (!first || !second) throw new Error('instances not started');
    return { first, second };
  };
}

/** One server with a fresh DATA_DIR, removed by `stop`. */
async function startInstance(env: Record<string, string>, deps: AppDeps = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    // Every request of a test comes from one address: keep the per-IP limits out of the way (rate-limit tests lower it).
    AUTH_RATE_LIMIT: '100000',
    ...env,
  });
  const app = await buildApp(config, deps);
  await app.ready();
  await checkAnswersAgainstDocument(app);
  return {
    app,
    config,
    stop: async () => {
      await app.close();
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
