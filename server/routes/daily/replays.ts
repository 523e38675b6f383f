import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { replayParams, replayResponse } from '@src/contract/daily';
import { languageOf } from '../../messages';
import { replayAnswer } from '../../services/daily/replay';
import { sendJoined } from '../send-json';

/** GET /replays/{runId}: a ranked daily run to watch again, with nothing private in it. */
export const replayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/replays/:runId',
    {
      // A settled run never changes: every visitor's answer is the same.
      config: { visitorCache: true },
      schema: { headers: apiHeaders, params: replayParams, response: { 200: replayResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      return sendJoined(request, reply, await replayAnswer(app.db.kysely, request.params.runId, lang));
    },
  );
};
