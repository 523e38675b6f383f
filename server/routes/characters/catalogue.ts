import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characterShowResponse, userCharactersResponse } from '@src/contract/characters';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { cardsToNextLevel } from '@src/core/character-progress';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { listCharacters, type CharacterRow } from '../../repositories/characters';
import { listOwnedCharacters } from '../../repositories/user-characters';
import { characterCard } from '../../services/characters/character-view';
import { keptFor } from '../../services/player-memory';
import { ShortMemory } from '../../services/short-memory';

/** How long a server answers the catalogue from memory; another server's change shows within it. */
const CATALOGUE_TTL_MS = 1000;

/**
 * The catalogue (open to visitors, marking what a signed-in player owns) and the player's own characters (kept in the
 * player memory where there is one: services/player-memory.ts).
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  // The catalogue is the same for everyone and changes with a release: read once a second at most.
  const catalogue = new ShortMemory<CharacterRow[]>({ ttlMs: CATALOGUE_TTL_MS, maxKeys: 1 });
  app.dataChanges.onChange(() => catalogue.forget());
  const owned = (userId: number) =>
    keptFor(app.playerMemory?.ownedCharacters, userId, () => listOwnedCharacters(db, userId));

  app.get(
    '/characters/show',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, response: { 200: characterShowResponse, ...errorResponses } },
    },
    async (request) => {
      const lang = languageOf(request.headers['accept-language']);
      const [rows, own] = await Promise.all([
        catalogue.get('all', () => listCharacters(db)),
        request.userId === undefined ? [] : owned(request.userId),
      ]);
      const ownedIds = new Set(own.map((character) => character.characterid));
      return {
        characters: rows.map((row) => ({ ...characterCard(row, lang), owned: ownedIds.has(row.characterid) })),
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
      const own = await owned(signedInUserId(request));
      return {
        characters: own.map((row) => ({
          ...characterCard(row, lang, row.lvl),
          lvl: row.lvl,
          num_cards: row.num_cards,
          cardsToNextLevel: cardsToNextLevel(row.lvl),
        })),
      };
    },
  );
};
