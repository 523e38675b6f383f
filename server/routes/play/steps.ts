import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { runInvalidResponse } from '@src/contract/play';
import { stepConflictResponse, stepRequest, stepResponse } from '@src/contract/resume';
import { messageForRequest } from '../../messages';
import { appendStep } from '../../services/play/run-steps';

/**
 * POST /play/step: one action of a run, stored as it is made (resume anywhere, docs/play.md). A device behind (or
 * ahead of) the stored steps gets 409 with them, to catch up; an action the rules refuse after them, 422.
 */
export const stepRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/play/step',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: {
        headers: apiHeaders,
        body: stepRequest,
        response: { 200: stepResponse, 409: stepConflictResponse, 422: runInvalidResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await appendStep(app.db.kysely, request.userId, request.body);
      if (outcome.ok) return { steps: outcome.steps, status: outcome.status };
      const error = messageForRequest(outcome.code, request);
      if (outcome.code === 'RUN_INVALID') {
        const { code, reason, actionIndex } = outcome;
        return reply.status(422).send({ error, code, reason, actionIndex });
      }
      return reply.status(409).send({ error, code: outcome.code, steps: outcome.steps });
    },
  );
};
