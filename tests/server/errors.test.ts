import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorsPlugin } from '../../server/plugins/errors';

/** The error handler on its own, with routes that fail the ways the database can fail under concurrent requests. */
async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it.each([
    ['PostgreSQL foreign key', { code: '23503' }],
    ['SQLite foreign key', { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }],
    ['PostgreSQL unique', { code: '23505' }],
    ['SQLite unique', { code: 'SQLITE_CONSTRAINT_UNIQUE' }],
  ])('answers a %s violation that slipped past the checks with 409, not 500', async (_, error) => {
    const app = await appThrowing(Object.assign(new Error('constraint'), error));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'Otro cambio se cruzó con el tuyo. Vuelve a cargar e inténtalo de nuevo.',
      code: 'CONCURRENT_CHANGE',
    });
  });

  it('answers an unexpected failure with 500 and a generic message, never the stack', async () => {
    const app = await appThrowing(new Error('secret detail at /srv/app.ts:12'));
    const res = await app.inject({ method: 'GET', url: '/boom', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal server error. Please try again later.', code: 'INTERNAL' });
    expect(res.body).not.toContain('secret');
  });
});
