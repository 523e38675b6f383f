import type { JWTVerifyGetKey } from 'jose';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { googleRoutes } from './google';
import { loginRoutes } from './login';
import { registrationRoutes } from './registration';

export interface AuthRoutesOptions {
  config: Config;
  /** Where Google's signing keys come from; Google's published key set unless a test brings its own. */
  googleKeys?: JWTVerifyGetKey;
}

/** The /auth/* calls of spec section 7: registration and e-mail verification, password and Google sign-in. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  await app.register(registrationRoutes, opts);
  await app.register(loginRoutes, opts);
  await app.register(googleRoutes, opts);
};
