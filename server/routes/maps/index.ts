import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrowseMemory } from '../../services/maps/browse';
import { mapAnalyticsRoutes } from './analytics';
import { browseRoutes } from './browse';
import { mapFileRoutes } from './files';
import { mapFormRoutes } from './form';
import { ownMapRoutes } from './own';
import { mapVersionRoutes } from './versions';

/** The map calls of spec section 7: own maps and the map form, the browser, likes and plays. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const memory = new BrowseMemory(app.playerMemory);
  // Any change this server makes (a map published, unpublished, liked or deleted; an account deleted with its maps)
  // shows in the next page it answers. Other changes forget it too, which costs one page's queries.
  app.dataChanges.onChange(() => memory.forget());
  await app.register(ownMapRoutes);
  await app.register(mapFormRoutes);
  await app.register(mapFileRoutes);
  await app.register(mapVersionRoutes);
  await app.register(mapAnalyticsRoutes);
  await app.register(browseRoutes, { memory });
};
