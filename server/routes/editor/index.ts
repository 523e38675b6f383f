import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { edgeRoutes } from './edges';
import { graphRoutes } from './graph';
import { optionRoutes } from './options';

/** The event diagram editor's calls (spec 7), all under /maps/event_creator/. */
export const editorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(graphRoutes);
  await app.register(optionRoutes);
  await app.register(edgeRoutes);
};
