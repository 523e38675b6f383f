import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import {
  appealDecisionBody,
  appealIdParams,
  decisionBody,
  decisionResponse,
  moderationQueue,
} from '@src/contract/moderation';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { decideAppeal } from '../../services/moderation/appeals';
import { decide } from '../../services/moderation/decide';
import { mailOwnerNotice } from '../../services/moderation/notice-mail';
import { decisionView } from '../../services/moderation/notices';
import { moderationQueue as queueOf } from '../../services/moderation/queue';
import type { ModerationRoutesOptions } from './index';
import { moderatorOnly } from './moderator-only';

/** The moderators' calls: the queue, a decision about a target, the decision of an appeal (docs/moderation.md). */
export const decisionRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (app, { publicUrl }) => {
  const db = app.db.kysely;
  const onRequest = moderatorOnly(app);

  app.get(
    '/moderation/queue',
    { onRequest, schema: { headers: apiHeaders, response: { 200: moderationQueue, ...errorResponses } } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await queueOf(db, signedInUserId(request))),
  );

  app.post(
    '/moderation/decisions',
    {
      onRequest,
      schema: { headers: apiHeaders, body: decisionBody, response: { 201: decisionResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const decision = await decide(db, signedInUserId(request), request.body);
      await mailOwnerNotice(db, app.mailer, request.log, publicUrl, decision);
      const message = messageForRequest('DECISION_RECORDED', request);
      return reply.status(201).send({ message, decision: decisionView(decision) });
    },
  );

  app.post(
    '/moderation/appeals/:appealId/decision',
    {
      onRequest,
      schema: {
        headers: apiHeaders,
        params: appealIdParams,
        body: appealDecisionBody,
        response: { 201: decisionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const decision = await decideAppeal(db, signedInUserId(request), request.params.appealId, request.body);
      await mailOwnerNotice(db, app.mailer, request.log, publicUrl, decision);
      const message = messageForRequest('DECISION_RECORDED', request);
      return reply.status(201).send({ message, decision: decisionView(decision) });
    },
  );
};
