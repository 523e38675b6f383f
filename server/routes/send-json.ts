import type { FastifyReply, FastifyRequest } from 'fastify';
import { joinedBytes, joinedGzip, type JoinedJson } from '../services/json-bytes';

/**
 * Sends UTF-8 bytes that already are the JSON of the route's declared answer (checked against the contract where they
 * were made), skipping the per-request check and serialisation of the route's response schema: Fastify sends a
 * buffer as it is.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Whether the caller takes gzip (`Accept-Encoding`, q-values honoured; browsers always do). */
export function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  return header.split(',').some((offer) => {
    const [coding, ...params] = offer.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return (coding === 'gzip' || coding === '*') && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * Sends an answer joined from its own fields and a shared part (services/json-bytes.ts), gzipped for a caller that
 * takes it: the shared part was deflated once, so compressing costs this call next to nothing.
 */
export function sendJoined(request: FastifyRequest, reply: FastifyReply, answer: JoinedJson): FastifyReply {
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request)) return sendJson(reply, joinedBytes(answer));
  return sendJson(reply.header('content-encoding', 'gzip'), joinedGzip(answer));
}
