import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueMemory } from '../services/characters/catalogue-view';

declare module 'fastify' {
  interface FastifyInstance {
    /** The characters' catalogue, read at most once a second (services/characters/catalogue-view.ts). */
    catalogue: CatalogueMemory;
  }
}

/** One catalogue memory per server, forgotten at each of its changes like every shared read. */
export const cataloguePlugin = fp(async (app: FastifyInstance) => {
  const catalogue = new CatalogueMemory(app.db.kysely);
  app.dataChanges.onChange(() => catalogue.forget());
  app.decorate('catalogue', catalogue);
});
