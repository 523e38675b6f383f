import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterShowResponse, userCharactersResponse } from '@src/contract/characters';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { cardsToNextLevel } from '@src/core/character-progress';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { listCharacters } from '../../repositories/characters';
import { listOwnedCharacters } from '../../repositories/user-characters';
import { characterCard } from '../../services/characters/character-view';

/** The catalogue (open to visitors, marking what a signed-in player owns) and the player's own characters. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/characters/show',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, response: { 200: characterShowResponse, ...errorResponses } },
    },
    async (request) => {
      const lang = languageOf(request.headers['accept-language']);
      const [catalogue, owned] = await Promise.all([
        listCharacters(db),
        request.userId === undefined ? [] : listOwnedCharacters(db, request.userId),
      ]);
      const ownedIds = new Set(owned.map((character) => character.characterid));
      return {
        characters: catalogue.map((row) => ({ ...characterCard(row, lang), owned: ownedIds.has(row.characterid) })),
      };
    },
  );

  app.get(
    '/characters/user',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, response: { 200: userCharactersResponse, ...errorResponses } },
    },
    async (request) => {
      const lang = languageOf(request.headers['accept-language']);
      const owned = await listOwnedCharacters(db, signedInUserId(request));
      return {
        characters: owned.map((row) => ({
          ...characterCard(row, lang, row.lvl),
          lvl: row.lvl,
          num_cards: row.num_cards,
          cardsToNextLevel: cardsToNextLevel(row.lvl),
        })),
      };
    },
  );
};
