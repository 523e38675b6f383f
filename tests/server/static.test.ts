import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';

/** The built client as the server sees it: a small stand-in for dist/ with the files the build writes. */
function fakeBuild(dir: string) {
  const html =
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/build/index-abc123.js"></script></body></html>';
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  mkdirSync(join(dir, 'build'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), html);
  writeFileSync(join(dir, 'index.html.gz'), gzipSync(html));
  // The build's copies for landing routes, with preload hints for their screens (scripts/build/vite-landing-pages.ts).
  mkdirSync(join(dir, 'pages'));
  for (const [name, screen] of [
    ['index', 'MainMenuScreen'],
    ['login', 'LoginScreen'],
  ]) {
    const page = html.replace('<body>', `<head><link rel="modulepreload" href="/build/${screen}-abc.js"></head><body>`);
    writeFileSync(join(dir, 'pages', `${name}.html`), page);
    writeFileSync(join(dir, 'pages', `${name}.html.gz`), gzipSync(page));
  }
  // The login screen drawn into its page in each language (scripts/build/prerender).
  for (const language of ['es', 'en']) {
    const page = html.replace(
      '<div id="root"></div>',
      `<link rel="modulepreload" href="/build/LoginScreen-abc.js"><div id="root">drawn-${language}</div>`,
    );
    writeFileSync(join(dir, 'pages', `login.${language}.html`), page);
    writeFileSync(join(dir, 'pages', `login.${language}.html.gz`), gzipSync(page));
  }
  writeFileSync(join(dir, 'build', 'index-abc123.js'), js);
  writeFileSync(join(dir, 'build', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dir, 'build', 'index-abc123.js.gz'), gzipSync(js));
}

describe('serving the built client', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vs-static-'));
    const clientDir = join(dataDir, 'client');
    fakeBuild(clientDir);
    app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }, { clientDir }));
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers any route that accepts HTML with the app, revalidated on every visit', async () => {
    for (const url of ['/', '/online', '/newsletter/3', '/no/such/page', '/build/', '/pages']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers / with the app whatever the request accepts (curl, a monitor), and other routes only to HTML', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const res = await app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('MainMenuScreen-abc.js');
    }
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'text/html; charset=utf-8', '']);
    for (const url of ['/online', '/build/']) {
      const api = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(api.statusCode, url).toBe(404);
      expect(api.json().code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it("sends a landing route its own copy of the page, with its screen's preload hints, and other routes the plain one", async () => {
    for (const [url, screen] of [
      ['/', 'MainMenuScreen'],
      ['/?ref=news', 'MainMenuScreen'],
      ['/login', 'LoginScreen'],
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(res.rawPayload).toString(), url).toContain(`${screen}-abc.js`);
    }
    for (const url of ['/online', '/login/more', '/pages/index', '/index']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it("sends a drawn screen in the language of the player's cookie, else the browser's, and the undrawn copy to an address with a query", async () => {
    const page = async (url: string, cookie?: string, acceptLanguage?: string) => {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: {
          accept: 'text/html',
          ...(cookie ? { cookie } : {}),
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
      });
      expect(res.statusCode, url).toBe(200);
      return { drawn: /drawn-(es|en)/.exec(res.body)?.[1] ?? 'none', vary: String(res.headers.vary ?? '') };
    };
    expect(await page('/login', undefined, 'es-ES,es;q=0.9')).toEqual({
      drawn: 'es',
      vary: expect.stringContaining('Cookie, Accept-Language'),
    });
    expect((await page('/login', 'theme=dark; language=en', 'es-ES')).drawn).toBe('en');
    expect((await page('/login', 'language=es', 'en-US')).drawn).toBe('es');
    // A first visit (no cookie) follows the browser's languages, as the app does (src/i18n): any Spanish is Spanish,
    // the first language the game speaks decides, and English stands for every other.
    expect((await page('/login', undefined, 'en-US,en;q=0.9')).drawn).toBe('en');
    expect((await page('/login', undefined, 'es-MX')).drawn).toBe('es');
    expect((await page('/login', undefined, 'fr-FR,es;q=0.8,en;q=0.5')).drawn).toBe('es');
    expect((await page('/login', undefined, 'en;q=0.5,es;q=0.9')).drawn).toBe('es');
    expect((await page('/login', undefined, 'de-DE')).drawn).toBe('en');
    expect((await page('/login')).drawn).toBe('en');
    // Only the languages the game has, and only the cookie of that name.
    expect((await page('/login', 'language=fr', 'es-ES')).drawn).toBe('es');
    expect((await page('/login', 'mylanguage=en', 'es-ES')).drawn).toBe('es');
    // A query may change what the screen shows first (a search in /online's address): the app draws it.
    expect((await page('/login?next=%2Fonline', 'language=en')).drawn).toBe('none');
    expect((await page('/', 'language=en')).vary).not.toContain('Cookie');
  });

  it('sends the pre-compressed file the browser accepts, and caches hashed chunks for a year', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/build/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/build/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBeGreaterThan(Number(br.headers['content-length']));
    const html = await app.inject({
      method: 'GET',
      url: '/online',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(html.headers['content-encoding']).toBe('gzip');
  });

  it('keeps API misses as JSON errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/maps/does-not-exist',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
