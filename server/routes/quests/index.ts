import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses } from '@src/contract/common';
import { claimRewardBody, claimRewardResponse, getQuestsResponse } from '@src/contract/quests';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { claimQuest, questBoard } from '../../services/economy/quests';
import { sendJson } from '../send-json';

/** The /quest/* calls of spec section 7: the quest board and claiming a reward (paid through the wallet, once). */
export const questRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quest/getQuests',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: emptyBody, response: { 200: getQuestsResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      return sendJson(reply, await questBoard(app.db.kysely, signedInUserId(request), lang));
    },
  );

  app.post(
    '/quest/claimReward',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: claimRewardBody, response: { 200: claimRewardResponse, ...errorResponses } },
    },
    async (request) =>
      claimQuest(
        app.db.kysely,
        signedInUserId(request),
        request.body.questId,
        languageOf(request.headers['accept-language']),
      ),
  );
};
