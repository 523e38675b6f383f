import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { playRequest, playResponse } from '@src/contract/play';
import { languageOf } from '../../messages';
import { beginRun } from '../../services/run-start';

/** POST /play/play: the map as played and a new run, for visitors too (their runs earn nothing). */
export const startRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/play/play',
    {
      onRequest: app.authenticateOptional,
      schema: { headers: apiHeaders, body: playRequest, response: { 200: playResponse, ...errorResponses } },
    },
    async (request) =>
      beginRun(app.db.kysely, {
        mapId: request.body.mapId,
        characterId: request.body.selectedCharacter,
        userId: request.userId,
        lang: languageOf(request.headers['accept-language']),
      }),
  );
};
