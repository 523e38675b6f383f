import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addPendingPlays } from '../repositories/runs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds the plays of the runs started since the last time to their maps' counts now (the server does it every second). */
    addPendingPlays(): Promise<void>;
  }
}

/** How often the plays of new runs reach `maps.num_players`: the "Plays" the browser shows and sorts by lag this much. */
export const PLAYS_ADDED_EVERY_MS = 1000;

/**
 * Adds the plays that run starts mark as pending (repositories/runs.ts) to their maps every second, and once more when
 * the server stops. One addition at a time; one that fails (the database away) is logged and its plays wait for the
 * next, so none is lost.
 */
export const playCountsPlugin = fp(async (app: FastifyInstance) => {
  let adding: Promise<void> | undefined;
  const addUp = () =>
    (adding ??= addPendingPlays(app.db.kysely)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'the plays of new runs could not be counted yet'))
      .finally(() => (adding = undefined)));
  const timer = setInterval(addUp, PLAYS_ADDED_EVERY_MS).unref();
  app.decorate('addPendingPlays', addUp);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await addUp();
  });
});
