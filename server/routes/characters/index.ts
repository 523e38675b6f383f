import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue';
import { shopRoutes } from './shop';

/** The /characters/* calls of spec section 7 (the gacha roll comes with the gacha). */
export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(shopRoutes);
};
