import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { reportBody, reportResponse } from '@src/contract/moderation';
import { REPORTS_PER_ADDRESS_PER_15_MIN } from '@src/core/moderation';
import { unauthorized } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { submitReport } from '../../services/moderation/report';

/** POST /reports: a signed-in player reports a map, a profile field or an item's picture (docs/moderation.md). */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // A visitor is told why to sign in, rather than that a token is missing.
  const signedIn = async (request: FastifyRequest) => {
    if (!request.headers.authorization) throw unauthorized('REPORT_SIGN_IN');
    await app.authenticate(request);
  };
  app.post(
    '/reports',
    {
      // Reports change only the moderators' queue, which is never kept in memory.
      config: { ...perIpLimit(REPORTS_PER_ADDRESS_PER_15_MIN), changesSharedReads: false },
      onRequest: signedIn,
      schema: { headers: apiHeaders, body: reportBody, response: { 201: reportResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const reportId = await submitReport(app.db.kysely, app.attempts, signedInUserId(request), request.body);
      return reply.status(201).send({ message: messageForRequest('REPORT_RECEIVED', request), reportId });
    },
  );
};
