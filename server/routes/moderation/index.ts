import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportRoutes } from './reports';

/** Reports, the moderators' queue and decisions, appeals and notices (docs/moderation.md). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(reportRoutes);
};
