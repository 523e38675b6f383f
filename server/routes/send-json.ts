import type { FastifyReply } from 'fastify';

/**
 * Sends UTF-8 bytes that already are the JSON of the route's declared answer (checked against the contract where they
 * were made), skipping the per-request check and serialisation of the route's response schema: Fastify sends a
 * buffer as it is.
 */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
