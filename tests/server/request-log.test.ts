import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/logger';
import { googleOnlyPlayer } from './helpers/accounts';
import { dialects, startTestApp } from './helpers/app';
import { picture } from './helpers/creators';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}
const INFO = 30;
const DEBUG = 20;

for (const dialect of dialects) {
  describe(`the request log [${dialect}]`, () => {
    const lines: LogLine[] = [];
    let ctx: Awaited<ReturnType<typeof startTestApp>>;
    let beach: string;
    beforeAll(async () => {
      const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) };
      ctx = await startTestApp(dialect, { LOG_LEVEL: 'debug' }, { logStream });
      // Kept by the app's own store (a file with SQLite, a row with PostgreSQL), as a map form would.
      beach = await ctx.app.uploads.withStoredImage('map', await picture('png'), async (name) => name!);
    });
    afterAll(async () => {
      await ctx.stop();
    });
    beforeEach(() => {
      lines.length = 0;
    });

    it('writes one info line per API request: method, URL, status and time, no headers', async () => {
      await ctx.app.inject({ method: 'GET', url: '/maps/all', headers: { cookie: 'session=secret-token' } });
      await ctx.app.inject({ method: 'GET', url: '/nope' });
      expect(lines.map((line) => line.level)).toEqual([INFO, INFO]);
      const [maps, miss] = lines;
      expect(maps.msg).toMatch(/^GET \/maps\/all 200 \d+ ms$/);
      expect(maps).toMatchObject({ req: { method: 'GET', url: '/maps/all' }, res: { statusCode: 200 } });
      expect(maps.responseTime).toEqual(expect.any(Number));
      expect(miss.msg).toMatch(/^GET \/nope 404 \d+ ms$/);
      expect(JSON.stringify(lines)).not.toMatch(/headers|secret-token/);
    });

    it('logs a served file and a successful probe at debug only; a missing file and a dotted API path at info', async () => {
      await googleOnlyPlayer(ctx, 'ana.beach');
      const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${beach}` });
      const etag = String(served.headers.etag);
      for (const url of ['/healthz', '/readyz', '/uploads/gone.webp', '/user/mi_perfil/ana.beach']) {
        await ctx.app.inject({ method: 'GET', url });
      }
      await ctx.app.inject({ method: 'GET', url: `/uploads/${beach}`, headers: { 'if-none-match': etag } });
      expect(lines.map((line) => [line.level, line.msg.replace(/\d+ ms$/, '')])).toEqual([
        [DEBUG, `GET /uploads/${beach} 200 `],
        [DEBUG, 'GET /healthz 200 '],
        [DEBUG, 'GET /readyz 200 '],
        [INFO, 'GET /uploads/gone.webp 404 '],
        [INFO, 'GET /user/mi_perfil/ana.beach 200 '],
        [DEBUG, `GET /uploads/${beach} 304 `],
      ]);
    });
  });
}

describe('the log format', () => {
  it('is readable lines in development (pino-pretty, a devDependency, is installed here) and JSON lines elsewhere', () => {
    expect(loggerOptions({ env: 'development', logLevel: 'info' })).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    for (const env of ['production', 'test'] as const) {
      expect(loggerOptions({ env, logLevel: 'debug' })).toEqual({ level: 'debug', transport: undefined });
    }
    expect(loggerOptions({ env: 'development', logLevel: 'silent' })).toBe(false);
  });
});
