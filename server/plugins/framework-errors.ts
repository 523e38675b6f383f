import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { languageOf, messageFor, type MessageCode } from '../messages';

/**
 * Fastify's refusals that come before any route or hook, where server/plugins/errors.ts cannot see them: they answer the
 * project's error shape `{ error, code }` too (docs/architecture.md, "Runtime contracts"), not Fastify's
 * `{ error: "Bad Request", code, message, statusCode }`. Both are options of the Fastify constructor (server/app.ts).
 */

/** A URL the router cannot take: a component that is not UTF-8 once decoded, a parameter over `maxParamLength`. */
const routingRefusals: Record<string, { status: number; code: MessageCode }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'MALFORMED_URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URL_TOO_LONG' },
};

/** Fastify's `frameworkErrors`: the router's refusals, in the language the request asks for. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const lang = languageOf(request.headers['accept-language']);
  const refusal = routingRefusals[error.code];
  if (!refusal) {
    request.log.error({ err: error }, 'unhandled framework error');
    void reply.status(500).send({ error: messageFor('INTERNAL', lang), code: 'INTERNAL' });
    return;
  }
  void reply.status(refusal.status).send({ error: messageFor(refusal.code, lang), code: refusal.code });
}

/** Node's names for what went wrong on a connection that never became a request. */
const connectionRefusals: Record<string, { status: number; code: MessageCode }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE' },
};

/**
 * Fastify's `clientErrorHandler`: bytes that are not HTTP, headers over Node's limit, a request too slow to arrive. There
 * is no request to read a language from, so the message is in Spanish, the game's default.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code } = connectionRefusals[error.code ?? ''] ?? { status: 400, code: 'BAD_HTTP_REQUEST' };
  const body = JSON.stringify({ error: messageFor(code, 'es'), code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
