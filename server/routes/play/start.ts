import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { playRequest, playResponse } from '@src/contract/play';
import { languageOf } from '../../messages';
import { perIpLimit } from '../../plugins/rate-limit';
import { beginRun } from '../../services/play/run-start';
import { sendJoined } from '../send-json';

/** Far more runs than anyone plays in 15 minutes: the limit only stops a script from filling the runs table. */
const RUN_STARTS_PER_IP = 600;

/** POST /play/play: the map as played and a new run, for visitors too (their runs earn nothing). */
export const startRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/play/play',
    {
      config: { ...perIpLimit(RUN_STARTS_PER_IP), changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: { headers: apiHeaders, body: playRequest, response: { 200: playResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const answer = await beginRun(app.db.kysely, app.catalogue, {
        mapId: request.body.mapId,
        characterId: request.body.selectedCharacter,
        userId: request.userId,
        lang: languageOf(request.headers['accept-language']),
        addressKey: (day) => app.playAddressKey(request.ip, day),
      });
      return sendJoined(request, reply, answer);
    },
  );
};
