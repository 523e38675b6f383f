import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playCharacterRoutes } from './character';
import { endRoutes } from './end';
import { startRoutes } from './start';

/** The /play/* calls of spec section 7: start a run, load its character, end it (replayed and rewarded once). */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(startRoutes);
  await app.register(playCharacterRoutes);
  await app.register(endRoutes);
};
