import { createServer, type Socket } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connection';
import { dbPlugin } from '../../server/plugins/db';
import { healthRoutes, READINESS_TIMEOUT_MS } from '../../server/routes/health';
import { dialects, startTestApp } from './helpers/app';

for (const dialect of dialects) {
  describe(`health probes [${dialect}]`, () => {
    let ctx: Awaited<ReturnType<typeof startTestApp>>;
    beforeAll(async () => {
      ctx = await startTestApp(dialect);
    });
    afterAll(async () => {
      await ctx.stop();
    });

    it('answers /healthz and /readyz with ok while the database answers', async () => {
      for (const url of ['/healthz', '/readyz']) {
        const res = await ctx.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.json(), url).toEqual({ status: 'ok' });
      }
    });

    it('answers /readyz 503 at once when the database is gone, while /healthz stays ok', async () => {
      await ctx.app.db.kysely.destroy();
      const started = Date.now();
      const ready = await ctx.app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'en' } });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'The database is not answering.', code: 'DATABASE_UNAVAILABLE' });
      const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
    });
  });
}

describe('readiness when the database hangs', () => {
  // A PostgreSQL address that accepts connections and never answers: the pool waits, the probe must not.
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => sockets.add(socket));
  beforeAll(() => new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve)));
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('answers 503 within the readiness timeout', async () => {
    const { port } = silent.address() as { port: number };
    const db = connect({ databaseUrl: `postgres://nobody@127.0.0.1:${port}/none`, dataDir: '/nonexistent' });
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(dbPlugin, { db });
    await app.register(healthRoutes);
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    const waited = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('DATABASE_UNAVAILABLE');
    expect(waited).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(READINESS_TIMEOUT_MS + 1000);
    for (const socket of sockets) socket.destroy();
    await app.close();
  });
});
