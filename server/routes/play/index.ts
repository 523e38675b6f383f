import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playCharacterRoutes } from './character';
import { endRoutes } from './end';
import { resumeRoutes } from './resume';
import { startRoutes } from './start';
import { stepRoutes } from './steps';

/**
 * The /play/* calls of spec section 7: start a run, load its character, end it (replayed and rewarded once); and ours
 * to store each step as it is made and resume a run anywhere.
 */
export const playRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(startRoutes);
  await app.register(playCharacterRoutes);
  await app.register(endRoutes);
  await app.register(stepRoutes);
  await app.register(resumeRoutes);
};
