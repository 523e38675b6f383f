import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import {
  appealBody,
  appealResponse,
  noticesResponse,
  readNoticesBody,
  unreadNoticesResponse,
} from '@src/contract/moderation';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { fileAppeal } from '../../services/moderation/appeals';
import { noticesOf, readNotices } from '../../services/moderation/notices';

/** A player's notices (statements of reasons, outcomes of their reports), their read marks, and an owner's appeal. */
export const appealRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/moderation/notices',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, response: { 200: noticesResponse, ...errorResponses } },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send({ notices: await noticesOf(db, signedInUserId(request)) }),
  );

  app.post(
    '/moderation/notices/read',
    {
      // Read marks are the player's own: no shared read changes.
      config: { changesSharedReads: false },
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: readNoticesBody,
        response: { 200: unreadNoticesResponse, ...errorResponses },
      },
    },
    async (request) => ({ unread: await readNotices(db, signedInUserId(request), request.body.ids) }),
  );

  app.post(
    '/moderation/appeals',
    {
      // An appeal changes only the moderators' queue, which is never kept in memory.
      config: { changesSharedReads: false },
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: appealBody, response: { 201: appealResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const appealId = await fileAppeal(db, signedInUserId(request), request.body);
      return reply.status(201).send({ message: messageForRequest('APPEAL_RECEIVED', request), appealId });
    },
  );
};
