import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Shares the connected database with every route and closes it when the server stops. */
export const dbPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorate('db', opts.db);
  app.addHook('onClose', async () => {
    await opts.db.kysely.destroy();
  });
});
