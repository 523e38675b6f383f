import { expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { describeEachDb } from './helpers/app';

describeEachDb('server foundation', (ctx) => {
  it('answers an unknown API route with a JSON 404 in Spanish by default', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/nope/nothing',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Ruta no encontrada.', code: 'ROUTE_NOT_FOUND' });
  });

  it('answers in English when the request prefers it', async () => {
    const res = await ctx().app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(res.json().error).toBe('Route not found.');
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/nope' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document outside production', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

it('refuses a malformed environment with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: '/tmp/vs-config-test' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: '/tmp/vs-config-test' })).toThrow(
    /DATABASE_URL: must be a postgres/,
  );
  expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/vs-config-test' })).toThrow(
    /sandbox payment provider/,
  );
  expect(() => loadConfig({ CHANGE_BUS: 'kafka', DATA_DIR: '/tmp/vs-config-test' })).toThrow(/CHANGE_BUS/);
  expect(() => loadConfig({ CHANGE_BUS: 'redis', DATA_DIR: '/tmp/vs-config-test' })).toThrow(
    /CHANGE_BUS=redis needs REDIS_URL/,
  );
});
