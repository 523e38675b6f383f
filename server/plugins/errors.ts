import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isForeignKeyViolation, isUniqueViolation } from '../db/dialect';
import { AppError } from '../errors';
import { isMessageCode, languageOf, messageFor, type MessageCode } from '../messages';

interface ErrorBody {
  error: string;
  code: string;
  field?: string;
}

/** Fastify's own error codes that mean "the client sent something wrong". */
const frameworkCodes: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
};

/** One error handler for the whole API: `{ error, code }`, a fitting status, never a stack trace. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // A request the router meets once the server drains (one already read from a connection as the close begins) is
  // not served: the load balancer sends it to another instance. Fastify's own answer (return503OnClosing) has another
  // shape.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    const error = messageFor('SERVER_CLOSING', languageOf(request.headers['accept-language']));
    void reply.status(503).header('connection', 'close').send({ error, code: 'SERVER_CLOSING' });
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = languageOf(request.headers['accept-language']);
    const send = (status: number, code: MessageCode, field?: string, detail?: string) => {
      const body: ErrorBody = { error: detail ?? messageFor(code, lang), code };
      if (field) body.field = field;
      return reply.status(status).send(body);
    };

    if (error instanceof AppError) return send(error.status, error.code, error.field);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const field = path || undefined;
      // Which part of the request the route's schema refused (a client's bug report starts here; the OpenAPI
      // conformance test tells these refusals from the services' own 400s by this line).
      request.log.debug({ part: error.validationContext, field }, 'refused by the route schema');
      // Schemas in src/contract use message codes as their messages (for example EMAIL_REQUIRED).
      if (isMessageCode(issue.message)) return send(400, issue.message, field);
      const where = field ? `${field}: ` : '';
      return send(400, 'VALIDATION_ERROR', field, `${messageFor('VALIDATION_ERROR', lang)} ${where}${issue.message}`);
    }

    // Routes check what they can first; a constraint that still fires means a concurrent request won the race.
    if (isUniqueViolation(error) || isForeignKeyViolation(error)) return send(409, 'CONCURRENT_CHANGE');

    const mapped = error.code ? frameworkCodes[error.code] : undefined;
    if (mapped) return send(error.statusCode ?? 400, mapped);
    if (error.statusCode === 429) return send(429, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(
        error.statusCode,
        'VALIDATION_ERROR',
        undefined,
        `${messageFor('VALIDATION_ERROR', lang)} ${error.message}`,
      );
    }

    request.log.error({ err: error }, 'unhandled error');
    return send(500, 'INTERNAL');
  });
});
