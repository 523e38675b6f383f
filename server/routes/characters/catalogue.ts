import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterShowResponse, userCharactersResponse } from '@src/contract/characters';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { cardsToNextLevel } from '@src/core/character-progress';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { characterCard } from '../../services/characters/character-view';
import { ownedCharacters } from '../../services/characters/owned-characters';
import { jsonBytes } from '../../lib/json-bytes';
import { keptFor } from '../../lib/player-memory';
import { sendJson } from '../send-json';

/**
 * The catalogue (open to visitors, marking what a signed-in player owns) and the player's own characters (kept in the
 * player memory where there is one: lib/player-memory.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const owned = (userId: number) => ownedCharacters(db, app.playerMemory, userId);

  app.get(
    '/characters/show',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, response: { 200: characterShowResponse, ...errorResponses } },
    },
    // Sent as it is: the visitor cache keeps a visitor's answer to serve (gzipped to browsers) for a second.
    async (request, reply) => {
      const own = request.userId === undefined ? [] : await owned(request.userId);
      const ownedIds = new Set(own.map((character) => character.characterid));
      const lang = languageOf(request.headers['accept-language']);
      return sendJson(reply, await app.catalogue.answer(lang, ownedIds));
    },
  );

  app.get(
    '/characters/user',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, response: { 200: userCharactersResponse, ...errorResponses } },
    },
    // Checked and serialised once per player and language where the player memory keeps it (SQLite).
    async (request, reply) => {
      const lang = languageOf(request.headers['accept-language']);
      const userId = signedInUserId(request);
      const closet = async () => {
        const characters = (await owned(userId)).map((row) => ({
          ...characterCard(row, lang, row.lvl),
          lvl: row.lvl,
          num_cards: row.num_cards,
          cardsToNextLevel: cardsToNextLevel(row.lvl),
        }));
        return jsonBytes(userCharactersResponse.parse({ characters }));
      };
      return sendJson(reply, await keptFor(app.playerMemory?.closets, `${userId} ${lang}`, closet));
    },
  );
};
