import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { accountRoutes } from './account';
import { birthYearRoutes } from './birth-year';
import { cosmeticsRoutes } from './cosmetics';
import { followRoutes } from './follows';
import { meRoutes } from './me';
import { profileRoutes } from './profile';

export interface UserRoutesOptions {
  config: Config;
}

/** The /user/* calls of spec section 7: own data and progress, profiles, follows, cosmetics and account settings. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, opts) => {
  await app.register(meRoutes, opts);
  await app.register(cosmeticsRoutes, opts);
  await app.register(profileRoutes, opts);
  await app.register(followRoutes, opts);
  await app.register(accountRoutes, opts);
  await app.register(birthYearRoutes);
};
