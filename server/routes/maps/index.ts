import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrowseTotal } from '../../services/maps/browse-total';
import { browseRoutes } from './browse';
import { mapFormRoutes } from './form';
import { ownMapRoutes } from './own';

/** The map calls of spec section 7: own maps and the map form, the browser, likes and plays. */
export const mapRoutes: FastifyPluginAsyncZod = async (app) => {
  const total = new BrowseTotal();
  // Any change made through these routes (creating, editing, publishing, deleting a map) has committed by the time its
  // answer is sent: the next page this server shows counts it. Likes and plays forget it too, which costs one count.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 400) total.forget();
  });
  await app.register(ownMapRoutes);
  await app.register(mapFormRoutes);
  await app.register(browseRoutes, { total });
};
