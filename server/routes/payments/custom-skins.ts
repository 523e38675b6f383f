import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import {
  customSkinCheckoutBody,
  customSkinPriceConflict,
  customSkinsQuery,
  customSkinsResponse,
  purchasesByRarityBody,
  rankingResponse,
} from '@src/contract/custom-skins';
import { checkoutResponse } from '@src/contract/payments';
import { languageOf, messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { createCustomSkinCheckout } from '../../services/economy/payments/custom-skin-checkout';
import { CustomSkinPriceChanged } from '../../services/economy/payments/custom-skin-holds';
import { customSkinPrices, rarityRanking, visiblePurchases } from '../../services/economy/payments/custom-skin-views';

/** Custom skins (spec 3, 7, 9): buying one, the ranking of a rarity, and the purchases a player may see. */
export const customSkinRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.db.kysely;

  app.post(
    '/api/create-checkout-session-customskin',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: customSkinCheckoutBody,
        response: { 200: checkoutResponse, 409: customSkinPriceConflict, ...errorResponses },
      },
    },
    async (request, reply) => {
      try {
        return await createCustomSkinCheckout(
          db,
          await app.payments.stripe(),
          publicUrl,
          signedInUserId(request),
          request.body,
          languageOf(request.headers['accept-language']),
        );
      } catch (error) {
        if (!(error instanceof CustomSkinPriceChanged)) throw error;
        // The error handler answers `{error, code, field}`; a stale price also says the new one, so the screen shows it.
        return reply.code(409).send({
          error: messageForRequest(error.code, request),
          code: error.code,
          field: error.field,
          price: error.price,
        });
      }
    },
  );

  // Sent without a token (spec 7): the ranking is public.
  app.post(
    '/api/purchases/rarity',
    {
      config: { changesSharedReads: false },
      schema: {
        headers: apiHeaders,
        body: purchasesByRarityBody,
        response: { 200: rankingResponse, ...errorResponses },
      },
    },
    async (request) => rarityRanking(db, request.body.rarity),
  );

  // Sent without a token (spec 7); with one, the player's own purchases too (docs/payments.md).
  app.get(
    '/api/custom-skins',
    {
      onRequest: app.authenticateOptional,
      schema: {
        headers: apiHeaders,
        querystring: customSkinsQuery,
        response: { 200: customSkinsResponse, ...errorResponses },
      },
    },
    async (request) => ({
      prices: await customSkinPrices(db, request.userId),
      purchases: await visiblePurchases(db, request.userId, request.query.username),
    }),
  );
};
