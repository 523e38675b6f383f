import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequest, sessionResponse } from '@src/contract/auth';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { languageOf } from '../../messages';
import { perIpLimit } from '../../plugins/rate-limit';
import { rememberSignInLanguage } from '../../services/moderation/roles';
import { sessionFor, signInWithPassword } from '../../services/accounts/sign-in';
import type { AuthRoutesOptions } from './index';

export const loginRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config }) => {
  app.post(
    '/auth/login',
    {
      config: perIpLimit(config.authRateLimit),
      schema: { headers: apiHeaders, body: loginRequest, response: { 200: sessionResponse, ...errorResponses } },
    },
    async (request) => {
      const user = await signInWithPassword(app.db.kysely, app.attempts, config.loginRateLimit, request.body);
      await rememberSignInLanguage(app.db.kysely, user.id, languageOf(request.headers['accept-language']));
      return sessionFor(app.sessionTokens, user);
    },
  );
};
