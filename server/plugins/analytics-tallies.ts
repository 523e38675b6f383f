import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serialTask } from '../lib/serial-task';
import { foldPendingRuns } from '../services/maps/analytics-fold';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds the runs of versions settled since the last time to their stored analytics now (done every second). */
    foldAnalytics(): Promise<void>;
  }
}

/** How often a server adds newly settled runs to their versions' stored analytics. */
export const ANALYTICS_FOLDED_EVERY_MS = 1000;

/**
 * Adds the settled runs that wait (services/maps/analytics-fold.ts) to their versions' stored analytics every second,
 * one pass at a time (lib/serial-task.ts); a pass that fails is logged and its runs stay marked for the next. When
 * the server stops, the pass under way ends after its page and no other starts: the runs left wait for a server.
 */
export const analyticsTalliesPlugin = fp(async (app: FastifyInstance) => {
  const stopping = new AbortController();
  const fold = serialTask(
    () => (stopping.signal.aborted ? Promise.resolve() : foldPendingRuns(app.db.kysely, stopping.signal)),
    (error) => app.log.error({ err: error }, 'settled runs could not be added to their analytics yet'),
  );
  const timer = setInterval(fold, ANALYTICS_FOLDED_EVERY_MS).unref();
  app.decorate('foldAnalytics', fold);
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopping.abort();
    await fold();
  });
});
