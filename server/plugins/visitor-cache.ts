import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { gzipSync } from 'node:zlib';
import { acceptsGzip } from '../lib/accepts-gzip';
import { ShortMemory } from '../lib/short-memory';
import { languageOf } from '../messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A read whose answer is the same for every visitor: served from memory for a moment (visitor-cache.ts). */
    visitorCache?: boolean;
  }
}

/** How long a visitor's answer is served again; another server's change shows within it. */
export const VISITOR_CACHE_MS = 1000;
/**
 * Searches and pages make many keys: at most this many answers are kept, none longer than MAX_ANSWER_LENGTH
 * (characters, or bytes of an answer sent as bytes), and the expired ones go as new ones come (they are the oldest),
 * so the memory it holds stays under about 30 MB.
 */
const MAX_ANSWERS = 500;
const MAX_ANSWER_LENGTH = 64 * 1024;
/** Shorter answers are sent as they are: gzip's own framing makes them longer (an empty page: 44 → 59 bytes). */
const GZIP_FROM_LENGTH = 1024;

const readStarts = new WeakMap<FastifyRequest, number>();

/** An answer as its route sent it, and gzipped once the first caller that takes gzip asks for it from memory. */
class KeptAnswer {
  private gzip: Buffer | undefined;

  constructor(readonly plain: string | Buffer) {}

  gzipped(): Buffer {
    return (this.gzip ??= gzipSync(this.plain));
  }
}

/**
 * The answers of the reads every visitor sees alike (the map browser, profiles, the shop's catalogue), kept per server
 * for a second: the busiest pages are asked for many times a second by people who are not signed in, and each asking
 * costs queries and a serialisation that give the same bytes. As a CDN with `max-age=1` would, but in the server, so
 * it can forget at once: any change this server makes (data-changes.ts) forgets every answer before its own answer is
 * sent, so whoever made the change reads it next; another server's change shows within a second. Signed-in calls (an
 * Authorization header) are never served from it: their answers carry what the player likes or owns. Callers that take
 * gzip (browsers) get the kept answer gzipped, compressed once per answer kept rather than once per call.
 */
export const visitorCachePlugin = fp(async (app: FastifyInstance) => {
  const answers = new ShortMemory<KeptAnswer>({
    ttlMs: VISITOR_CACHE_MS,
    maxKeys: MAX_ANSWERS,
    largest: { of: (answer) => answer.plain.length, max: MAX_ANSWER_LENGTH },
  });
  app.dataChanges.onChange(() => answers.forget());

  const keyOf = (request: FastifyRequest) =>
    request.routeOptions.config?.visitorCache && request.method === 'GET' && !request.headers.authorization
      ? `${languageOf(request.headers['accept-language'])} ${request.url}`
      : undefined;

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    const kept = answers.peek(key);
    if (kept !== undefined) {
      reply.type('application/json; charset=utf-8');
      if (kept.plain.length >= GZIP_FROM_LENGTH && acceptsGzip(request))
        reply.header('content-encoding', 'gzip').send(kept.gzipped());
      else reply.send(kept.plain);
      return reply;
    }
    readStarts.set(request, answers.startRead());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    const started = readStarts.get(request);
    if (key === undefined) return payload;
    reply.header('vary', 'accept-encoding');
    // An answer served from memory has no read to keep; one read across a change is not kept (ShortMemory.keep).
    const plain = (typeof payload === 'string' || Buffer.isBuffer(payload)) && !reply.hasHeader('content-encoding');
    if (started !== undefined && plain && reply.statusCode === 200) answers.keep(key, new KeptAnswer(payload), started);
    return payload;
  });
});
