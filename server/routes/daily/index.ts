import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { boardQuery, boardResponse, dailyPlayRequest, dailyPlayResponse, dailyResponse } from '@src/contract/daily';
import { languageOf } from '../../messages';
import { perIpLimit } from '../../plugins/rate-limit';
import { boardAnswer } from '../../services/daily/daily-boards';
import { startDailyRun } from '../../services/daily/daily-start';
import { dailyView } from '../../services/daily/daily-view';
import { joinedBytes } from '../../lib/json-bytes';
import { sendJoined, sendJson } from '../send-json';
import { replayRoutes } from './replays';

/** As /play/play's: far more runs than anyone plays in 15 minutes. */
const RUN_STARTS_PER_IP = 600;

/** The daily island (docs/daily.md): today's island and the caller's state, a daily run, the boards, the replays. */
export const dailyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/daily',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, response: { 200: dailyResponse, ...errorResponses } },
    },
    async (request) => {
      const kept = { boards: app.daily.boards, standings: app.playerMemory.dailyStandings };
      return dailyView(db, kept, app.daily.island(), request.userId);
    },
  );

  app.post(
    '/daily/play',
    {
      // A run's start changes nothing others read, but a ranked one changes its player's standing: announced below.
      // Its row shows on the boards only once the run is settled (routes/play/end.ts announces that).
      config: { ...perIpLimit(RUN_STARTS_PER_IP), changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: {
        headers: apiHeaders,
        body: dailyPlayRequest,
        response: { 200: dailyPlayResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { answer, ranked } = await startDailyRun(db, app.catalogue, app.daily.island(), {
        characterId: request.body.selectedCharacter,
        userId: request.userId,
        lang: languageOf(request.headers['accept-language']),
        addressKey: (day) => app.playAddressKey(request.ip, day),
      });
      if (ranked) await app.dataChanges.changed();
      return sendJoined(request, reply, answer);
    },
  );

  app.get(
    '/daily/board',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, querystring: boardQuery, response: { 200: boardResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const read = { day: app.daily.island().day, ...request.query, viewerId: request.userId };
      return sendJson(reply, joinedBytes(await boardAnswer(db, app.daily.boards, read)));
    },
  );

  await app.register(replayRoutes);
};
