import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '../lib/accepts-gzip';
import { joinedBytes, joinedGzip, type JoinedJson } from '../lib/json-bytes';

/**
 * Sends UTF-8 bytes that already are the JSON of the route's declared answer (checked against the contract where they
 * were made), skipping the per-request check and serialisation of the route's response schema: Fastify sends a
 * buffer as it is.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/**
 * Sends an answer joined from its own fields and a shared part (lib/json-bytes.ts), gzipped for a caller that
 * takes it: the shared part was deflated once, so compressing costs this call next to nothing.
 */
export function sendJoined(request: FastifyRequest, reply: FastifyReply, answer: JoinedJson): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return sendJson(reply, joinedBytes(answer));
  return sendJson(reply.header('content-encoding', 'gzip'), joinedGzip(answer));
}
