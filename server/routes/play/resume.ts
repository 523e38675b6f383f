import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { resumeParams, resumeResponse, unfinishedRunsResponse } from '@src/contract/resume';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { resumeRun, unfinishedRunsJson } from '../../services/play/run-resume';
import { sendJoined, sendJson } from '../send-json';

/** GET /play/runs (the player's unfinished runs) and GET /play/runs/{gameHash} (all a device needs to continue one). */
export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/play/runs',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, response: { 200: unfinishedRunsResponse, ...errorResponses } },
    },
    async (request, reply) => sendJson(reply, await unfinishedRunsJson(app.db.kysely, signedInUserId(request))),
  );

  app.get(
    '/play/runs/:gameHash',
    {
      onRequest: app.authenticateOptional,
      schema: { headers: apiHeaders, params: resumeParams, response: { 200: resumeResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      return sendJoined(request, reply, await resumeRun(app.db.kysely, request.userId, request.params.gameHash, lang));
    },
  );
};
