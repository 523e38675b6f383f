import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appealRoutes } from './appeals';
import { decisionRoutes } from './decisions';
import { pictureRoutes } from './pictures';
import { reportRoutes } from './reports';

export interface ModerationRoutesOptions {
  /** The game's address, for the link in notice mails. */
  publicUrl: string;
}

/** Reports, the moderators' queue, decisions and pictures, appeals and notices (docs/moderation.md). */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (app, opts) => {
  await app.register(reportRoutes);
  await app.register(decisionRoutes, opts);
  await app.register(appealRoutes);
  await app.register(pictureRoutes);
};
