import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languageOf, messageFor } from '../messages';

/**
 * Serves the built client and answers every other GET that accepts HTML with the app (the client router shows the
 * route, or its 404 page), and `/` with the app whatever the request accepts (the address people and scripts try
 * first). API misses stay JSON.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const hasClient = existsSync(join(opts.clientDir, 'index.html'));
  const landingPages = landingPagesIn(opts.clientDir);
  const hashedDir = join(opts.clientDir, 'build');
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      // One wildcard route that looks the file up per request: `wildcard: false` globbed the build (600 files) and
      // added two routes for each at every start, a quarter of the start-up time (docs/performance.md, "Start").
      // A path that is no file, and any folder (`/` first of all), falls through to the not-found handler below.
      wildcard: true,
      allowedPath: (path) => !path.endsWith('/'),
      index: false,
      // The build writes .br and .gz beside every text file (scripts/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => res.header('cache-control', cacheControlFor(path, hashedDir)),
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    // HEAD as GET (headers only): monitors and link checkers ask for the pages that way.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (reads && (wantsHtml || path === '/') && hasClient) {
      const page = landingPages.get(path) ?? 'index.html';
      return reply.type('text/html').sendFile(page);
    }
    const lang = languageOf(request.headers['accept-language']);
    return reply.status(404).send({ error: messageFor('ROUTE_NOT_FOUND', lang), code: 'ROUTE_NOT_FOUND' });
  });
});

/**
 * The build's copies of index.html for the routes a visit often starts on (scripts/vite-landing-pages.ts), by route:
 * `pages/index.html` for /, `pages/<name>.html` for /<name>. They add preload hints for that route's screen.
 */
function landingPagesIn(clientDir: string): Map<string, string> {
  const dir = join(clientDir, 'pages');
  if (!existsSync(dir)) return new Map();
  const names = readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.slice(0, -'.html'.length));
  return new Map(names.map((name) => [name === 'index' ? '/' : `/${name}`, `pages/${name}.html`]));
}

/**
 * Vite's output under /build/ carries content hashes, so it is cached for a year; the HTML pages name those hashes, so
 * the browser must check it every time (a deploy would otherwise leave players on missing chunks); the rest a day.
 */
function cacheControlFor(path: string, hashedDir: string): string {
  if (path.startsWith(hashedDir)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.(br|gz))?$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}
