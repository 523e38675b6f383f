import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses } from '@src/contract/common';
import { checkoutResponse } from '@src/contract/payments';
import { spendingLimitBody, spendingResponse } from '@src/contract/spending';
import { languageOf } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { createExpressCheckout } from '../../services/economy/payments/vacation-express';
import { changeSpendingLimit, spendingStatus } from '../../services/economy/payments/spending-status';

/** Responsible spending (the monthly limit, a debt) and 'Vacation express', the once-per-account bundle. */
export const spendingRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/api/spending',
    { ...signedIn, schema: { headers: apiHeaders, response: { 200: spendingResponse, ...errorResponses } } },
    async (request) => spendingStatus(db, signedInUserId(request)),
  );

  app.put(
    '/api/spending-limit',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: spendingLimitBody, response: { 200: spendingResponse, ...errorResponses } },
    },
    async (request) => changeSpendingLimit(db, signedInUserId(request), request.body.monthlyLimit),
  );

  app.post(
    '/api/create-checkout-session-express',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: emptyBody, response: { 200: checkoutResponse, ...errorResponses } },
    },
    async (request) =>
      createExpressCheckout(
        db,
        await app.payments.stripe(),
        publicUrl,
        signedInUserId(request),
        languageOf(request.headers['accept-language']),
      ),
  );
};
