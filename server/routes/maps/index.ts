import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrowseTotal } from '../../services/maps/browse-total';
import { browseRoutes } from './browse';
import { mapFormRoutes } from './form';
import { ownMapRoutes } from './own';

/** The map calls of spec section 7: own maps and the map form, the browser, likes and plays. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const total = new BrowseTotal();
  // Any change this server makes (a map published, unpublished or deleted; an account deleted with its maps) is
  // counted by the next page it shows. Other changes forget it too, which costs one count.
  app.dataChanges.onChange(() => total.forget());
  await app.register(ownMapRoutes);
  await app.register(mapFormRoutes);
  await app.register(browseRoutes, { total });
};
