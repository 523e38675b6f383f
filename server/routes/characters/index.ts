import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RandomSource } from '../../services/economy/randomness';
import { catalogueRoutes } from './catalogue';
import { gachaRoutes } from './gacha';
import { shopRoutes } from './shop';

/** The /characters/* calls of spec section 7: catalogue, shop, card level-up, and the gacha. */
export const characterRoutes: FastifyPluginAsyncZod<{ random: RandomSource }> = async (app, { random }) => {
  await app.register(catalogueRoutes);
  await app.register(shopRoutes);
  await app.register(gachaRoutes, { random });
};
