import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import {
  gachaSummaryResponse,
  rollBody,
  rollHistoryQuery,
  rollHistoryResponse,
  rollResponse,
  sparkBody,
  sparkResponse,
} from '@src/contract/gacha';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { redeemSpark, roll } from '../../services/economy/gacha';
import { gachaSummary, rollHistory } from '../../services/economy/gacha-history';
import type { RandomSource } from '../../services/economy/randomness';

/** The gacha: a roll drawn on the server (spec 7), the player's history beside the published odds, and the spark. */
export const gachaRoutes: FastifyPluginAsyncZod<{ random: RandomSource }> = async (app, { random }) => {
  const db = app.db.kysely;

  app.post(
    '/characters/roll',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: rollBody, response: { 200: rollResponse, ...errorResponses } },
    },
    async (request) =>
      roll(
        db,
        app.catalogue,
        random,
        signedInUserId(request),
        request.body.bannerType,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/characters/rolls',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        querystring: rollHistoryQuery,
        response: { 200: rollHistoryResponse, ...errorResponses },
      },
    },
    async (request) =>
      rollHistory(db, signedInUserId(request), request.query.page, languageOf(request.headers['accept-language'])),
  );

  app.get(
    '/characters/rolls/summary',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, response: { 200: gachaSummaryResponse, ...errorResponses } },
    },
    async (request) => gachaSummary(db, signedInUserId(request)),
  );

  app.post(
    '/characters/spark',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: sparkBody, response: { 200: sparkResponse, ...errorResponses } },
    },
    async (request) =>
      redeemSpark(
        db,
        signedInUserId(request),
        request.body.bannerType,
        request.body.characterId,
        languageOf(request.headers['accept-language']),
      ),
  );
};
