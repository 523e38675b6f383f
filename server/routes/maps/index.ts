import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { browseRoutes } from './browse';
import { mapFormRoutes } from './form';
import { ownMapRoutes } from './own';

/** The map calls of spec section 7: own maps and the map form, the browser, likes and plays. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownMapRoutes);
  await app.register(mapFormRoutes);
  await app.register(browseRoutes);
};
