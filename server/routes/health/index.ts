import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@src/contract/common';
import { databaseAnswers } from '../../db/probe';
import { messageForRequest } from '../../messages';

/** A load balancer gives up on a probe after a few seconds: answer before it does, even when the database hangs. */
export const READINESS_TIMEOUT_MS = 2000;

const okResponse = z.object({ status: z.literal('ok') });

/**
 * Probes for load balancers and orchestrators (docs/operations.md). `/healthz` says the process serves requests and
 * touches nothing else, so a database outage never gets instances restarted; `/readyz` says the instance can do its
 * work, which needs the database to answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A load balancer asks every few seconds: successes are logged at debug (server/request-log.ts).
  const config = { routineLog: true };
  // 5xx: a failure, or an instance that is shutting down (server/plugins/errors.ts).
  const failures = { '5xx': errorResponse };
  app.get('/healthz', { config, schema: { response: { 200: okResponse, ...failures } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { config, schema: { response: { 200: okResponse, 503: errorResponse, ...failures } } },
    async (request, reply) => {
      if (await databaseAnswers(app.db, READINESS_TIMEOUT_MS)) return { status: 'ok' as const };
      return reply
        .status(503)
        .send({ error: messageForRequest('DATABASE_UNAVAILABLE', request), code: 'DATABASE_UNAVAILABLE' });
    },
  );
};
