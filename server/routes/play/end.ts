import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { endGameRequest, endGameResponse, runInvalidResponse } from '@src/contract/play';
import { messageForRequest } from '../../messages';
import { endRun } from '../../services/play/run-end';

/** HTTP status of a run whose actions are impossible: well-formed JSON, but not a game the rules allow. */
const RUN_INVALID_STATUS = 422;

/**
 * POST /play/endGame: replays the run's actions (or the choices of its completed events); the owner's experience is
 * granted once per game hash.
 */
export const endRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/play/endGame',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: {
        headers: apiHeaders,
        body: endGameRequest,
        response: { 200: endGameResponse, [RUN_INVALID_STATUS]: runInvalidResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const outcome = await endRun(app.db.kysely, app.catalogue, request.userId, request.body);
      if (!outcome.ok) {
        const { code, reason, actionIndex } = outcome;
        request.log.warn({ gameHash: request.body.gameHash, code, reason, actionIndex }, 'end of run refused');
        return reply
          .status(RUN_INVALID_STATUS)
          .send({ error: messageForRequest(code, request), code, reason, actionIndex });
      }
      if (outcome.disagreements.length > 0) {
        request.log.warn(
          { gameHash: request.body.gameHash, fields: outcome.disagreements },
          'client run report differs from the replay',
        );
      }
      // A ranked daily run's score changes the boards and its player's standing: every instance forgets what it kept
      // of them (plugins/daily.ts, lib/player-memory.ts) before the player reads their rank.
      if (outcome.daily) await app.dataChanges.changed();
      return {
        success: true as const,
        message: messageForRequest(outcome.message, request),
        experienceGained: outcome.experienceGained,
        result: outcome.result,
        ...(outcome.daily && { daily: outcome.daily }),
      };
    },
  );
};
