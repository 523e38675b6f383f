import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from './helpers/app';

/** PostgreSQL only: SQLite has no connections to lose. */
describe.runIf(process.env.TEST_DATABASE_URL)('losing database connections [postgres]', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp('postgres');
  });
  afterAll(async () => {
    await ctx.stop();
  });

  it('keeps serving after the database server closes its idle connections', async () => {
    const ask = () => ctx.app.inject({ method: 'GET', url: '/maps/all' });
    expect((await ask()).statusCode).toBe(200);
    const database = new URL(ctx.config.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ask()).statusCode).toBe(200);
  });
});
