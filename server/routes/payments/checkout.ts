import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { checkoutBody, checkoutResponse, checkoutSessionParams, checkoutStatusResponse } from '@src/contract/payments';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { checkoutStatus, createVpointsCheckout } from '../../services/economy/payments/checkout';

/** Buying a VPoints pack (spec 7) and, for /success, what the server knows of that purchase. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    '/api/create-checkout-session',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: checkoutBody, response: { 200: checkoutResponse, ...errorResponses } },
    },
    async (request) =>
      createVpointsCheckout(
        app.db.kysely,
        await app.payments.stripe(),
        publicUrl,
        signedInUserId(request),
        request.body.amount,
        languageOf(request.headers['accept-language']),
      ),
  );

  app.get(
    '/api/checkout-session/:sessionId',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: checkoutSessionParams,
        response: { 200: checkoutStatusResponse, ...errorResponses },
      },
    },
    async (request) => checkoutStatus(app.db.kysely, signedInUserId(request), request.params.sessionId),
  );
};
