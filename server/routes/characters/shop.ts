import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterIdBody, levelUpCharacterResponse, shopPurchaseResponse } from '@src/contract/characters';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { levelUpCharacter } from '../../services/economy/character-level-up';
import { buyCharacter } from '../../services/economy/character-shop';

/** Buying a character with VPoints (the shop) and levelling one up with its cards (the closet). */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/characters/shop',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: characterIdBody,
        response: { 200: shopPurchaseResponse, ...errorResponses },
      },
    },
    async (request) =>
      buyCharacter(
        app.db.kysely,
        signedInUserId(request),
        request.body.characterId,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.post(
    '/characters/level_up',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: characterIdBody,
        response: { 200: levelUpCharacterResponse, ...errorResponses },
      },
    },
    async (request) =>
      levelUpCharacter(
        app.db.kysely,
        signedInUserId(request),
        request.body.characterId,
        languageOf(request.headers['accept-language']),
      ),
  );
};
