import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { languageOf, messageFor } from '../messages';

/**
 * Serves the built client and answers every other GET that accepts HTML with the app (the client router shows the
 * route, or its 404 page). API misses stay JSON.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { clientDir: string }) => {
  const hasClient = existsSync(join(opts.clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        // Vite's output under /build/ carries content hashes, so it can be cached for a year.
        if (path.includes(`${join(opts.clientDir, 'build')}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'public, max-age=86400');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const wantsHtml = String(request.headers.accept ?? '').includes('text/html');
    if (request.method === 'GET' && wantsHtml && hasClient) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    const lang = languageOf(request.headers['accept-language']);
    return reply.status(404).send({ error: messageFor('ROUTE_NOT_FOUND', lang), code: 'ROUTE_NOT_FOUND' });
  });
});
