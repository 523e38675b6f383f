import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { getCharacterRequest, getCharacterResponse } from '@src/contract/play';
import { languageOf } from '../../messages';
import { baseStats, characterCard } from '../../services/characters/character-view';
import { playableCharacter } from '../../services/play/playable-character';

/** POST /play/getCharacter: the chosen character's stats at the player's level (visitors: the starter at level 1). */
export const playCharacterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/play/getCharacter',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticateOptional,
      schema: {
        headers: apiHeaders,
        body: getCharacterRequest,
        response: { 200: getCharacterResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { row, level } = await playableCharacter(
        app.db.kysely,
        app.catalogue,
        request.userId,
        request.body.selectedCharacter,
      );
      const card = characterCard(row, languageOf(request.headers['accept-language']), level);
      return {
        success: true as const,
        characterData: {
          characterid: card.characterid,
          health: card.health,
          hunger: card.hunger,
          thirst: card.thirst,
          sanity: card.sanity,
          pasiva: card.pasiva,
          passive: card.passive,
          name: card.name,
          skin: card.skin,
          rarity: card.rarity,
          base: baseStats(row),
        },
        level,
      };
    },
  );
};
