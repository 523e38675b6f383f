import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { languageInCookies, languageOfBrowser } from '@src/contract/language';
import { acceptedLanguages } from '../lib/accepted-languages';
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
      // added two routes for each at every start, a quarter of the start-up time (docs/performance.md, "Start and memory").
      // A path that is no file, and any folder (`/` first of all), falls through to the not-found handler below.
      wildcard: true,
      allowedPath: (path) => !path.endsWith('/'),
      index: false,
      // The build writes .br and .gz beside every text file (scripts/build/vite-precompress.ts).
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
      const landing = landingPages.get(path);
      if (!landing) return reply.type('text/html').sendFile('index.html');
      // The drawn screen shows what the address without a query shows (a search in /online's address would not be).
      const drawn = path === request.url ? landing.drawn.get(pageLanguage(request)) : undefined;
      if (landing.drawn.size > 0) reply.header('vary', 'Cookie, Accept-Language');
      return reply.type('text/html').sendFile(drawn ?? landing.plain);
    }
    const lang = languageOf(request.headers['accept-language']);
    return reply.status(404).send({ error: messageFor('ROUTE_NOT_FOUND', lang), code: 'ROUTE_NOT_FOUND' });
  });
});

interface LandingFiles {
  /** The page with hints for its screen's downloads. */
  plain: string;
  /** The page with its screen drawn in it, by language, for the screens the build draws. */
  drawn: Map<string, string>;
}

/**
 * The build's copies of index.html for the routes a visit often starts on (scripts/build/vite-landing-pages.ts), by route:
 * `pages/index.html` for /, `pages/<name>.html` for /<name>, and `pages/<name>.<language>.html` where the build drew
 * the screen. They add preload hints for that route's screen.
 */
function landingPagesIn(clientDir: string): Map<string, LandingFiles> {
  const pages = new Map<string, LandingFiles>();
  const dir = join(clientDir, 'pages');
  if (!existsSync(dir)) return pages;
  const files = readdirSync(dir).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const [, name, language] = /^([^.]+)(?:\.([a-z]+))?\.html$/.exec(file) ?? [];
    if (!name) continue;
    const path = name === 'index' ? '/' : `/${name}`;
    const landing = pages.get(path) ?? { plain: 'index.html', drawn: new Map<string, string>() };
    if (language) landing.drawn.set(language, `pages/${file}`);
    else landing.plain = `pages/${file}`;
    pages.set(path, landing);
  }
  return pages;
}

/**
 * The language the app will start in (src/i18n): the player's choice, which the app mirrors in a cookie, else the
 * browser's languages, as the app reads them on a first visit.
 */
const pageLanguage = (request: FastifyRequest) =>
  languageInCookies(request.headers.cookie) ?? languageOfBrowser(acceptedLanguages(request.headers['accept-language']));

/**
 * Vite's output under /build/ carries content hashes, so it is cached for a year; the HTML pages name those hashes, so
 * the browser must check it every time (a deploy would otherwise leave players on missing chunks); the rest a day.
 */
function cacheControlFor(path: string, hashedDir: string): string {
  if (path.startsWith(hashedDir)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.(br|gz))?$/.test(path)) return 'no-cache';
  return 'public, max-age=86400';
}
