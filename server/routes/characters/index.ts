import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueRoutes } from './catalogue';

/** The /characters/* calls of spec section 7 (the shop, gacha roll and card level-up are added with the shop). */
export const characterRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(catalogueRoutes);
};
