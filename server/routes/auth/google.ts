import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authConfigResponse, googleLoginRequest, sessionResponse } from '@src/contract/auth';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { notFound } from '../../errors';
import { languageOf } from '../../messages';
import { perIpLimit } from '../../plugins/rate-limit';
import { rememberSignInLanguage } from '../../services/moderation/roles';
import { createGoogleVerifier, googleSigningKeys } from '../../services/accounts/google-identity';
import { sessionFor, signInWithGoogle } from '../../services/accounts/sign-in';
import type { AuthRoutesOptions } from './index';

export const googleRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { config, googleKeys }) => {
  const clientId = config.googleClientId;
  const verify = clientId ? createGoogleVerifier(clientId, googleKeys ?? googleSigningKeys(), app.log) : undefined;

  /** Tells the client whether to show the Google button, and with which client id. */
  app.get(
    '/auth/config',
    { schema: { headers: apiHeaders, response: { 200: authConfigResponse, ...errorResponses } } },
    async () => ({
      googleClientId: clientId ?? null,
    }),
  );

  app.post(
    '/auth/google',
    {
      config: perIpLimit(config.authRateLimit),
      schema: { headers: apiHeaders, body: googleLoginRequest, response: { 200: sessionResponse, ...errorResponses } },
    },
    async (request) => {
      if (!verify) throw notFound('GOOGLE_DISABLED');
      // Only the verified credential counts: the email, name and googleId the client sends alongside are ignored.
      const identity = await verify(request.body.credential);
      const user = await signInWithGoogle(app.db.kysely, identity);
      await rememberSignInLanguage(app.db.kysely, user.id, languageOf(request.headers['accept-language']));
      return sessionFor(app.sessionTokens, user);
    },
  );
};
