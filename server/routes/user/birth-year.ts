import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { birthYearBody, birthYearResponse } from '@src/contract/birth-year';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { signedInUserId } from '../../plugins/auth';
import { birthYearState, stateBirthYear } from '../../services/economy/paid-chance';

/** The year of birth that opens or closes gacha rolls and VPoints purchases (docs/economy.md). */
export const birthYearRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/user/birth_year',
    { ...signedIn, schema: { headers: apiHeaders, response: { 200: birthYearResponse, ...errorResponses } } },
    async (request) => birthYearState(db, signedInUserId(request)),
  );

  app.put(
    '/user/birth_year',
    {
      ...signedIn,
      schema: { headers: apiHeaders, body: birthYearBody, response: { 200: birthYearResponse, ...errorResponses } },
    },
    async (request) => stateBirthYear(db, signedInUserId(request), request.body.birthYear),
  );
};
