import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ShortMemory } from '../services/short-memory';
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

const readStarts = new WeakMap<FastifyRequest, number>();

/**
 * The answers of the reads every visitor sees alike (the map browser, profiles, the shop's catalogue), kept per server
 * for a second: the busiest pages are asked for many times a second by people who are not signed in, and each asking
 * costs queries and a serialisation that give the same bytes. As a CDN with `max-age=1` would, but in the server, so
 * it can forget at once: any change this server makes (data-changes.ts) forgets every answer before its own answer is
 * sent, so whoever made the change reads it next; another server's change shows within a second. Signed-in calls (an
 * Authorization header) are never served from it: their answers carry what the player likes or owns.
 */
export const visitorCachePlugin = fp(async (app: FastifyInstance) => {
  const answers = new ShortMemory<string | Buffer>({
    ttlMs: VISITOR_CACHE_MS,
    maxKeys: MAX_ANSWERS,
    largest: { of: (answer) => answer.length, max: MAX_ANSWER_LENGTH },
  });
  app.dataChanges.onChange(() => answers.forget());

  const keyOf = (request: FastifyRequest) =>
    request.routeOptions.config?.visitorCache && request.method === 'GET' && !request.headers.authorization
      ? `${languageOf(request.headers['accept-language'])} ${request.url}`
      : undefined;

  app.addHook('preHandler', async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined) return;
    const payload = answers.peek(key);
    if (payload !== undefined) {
      reply.type('application/json; charset=utf-8').send(payload);
      return reply;
    }
    readStarts.set(request, answers.startRead());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const key = keyOf(request);
    const started = readStarts.get(request);
    // An answer served from memory has no read to keep; one read across a change is not kept (ShortMemory.keep).
    const keepable = (typeof payload === 'string' || Buffer.isBuffer(payload)) && reply.statusCode === 200;
    if (key && started !== undefined && keepable) answers.keep(key, payload, started);
    return payload;
  });
});
