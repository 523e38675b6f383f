import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serialTask } from '../lib/serial-task';
import { addPendingPlays } from '../repositories/runs';
import { addressPlayKey } from '../services/maps/play-count';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds the plays of the runs started since the last time to their maps' counts now (the server does it every second). */
    addPendingPlays(): Promise<void>;
    /** The key an address's plays count under on a UTC day: a keyed hash, never the address (services/maps/play-count.ts). */
    playAddressKey(ip: string, day: string): string;
  }
}

/** How often the plays of new runs reach `maps.num_players`: the "Plays" the browser shows and sorts by lag this much. */
export const PLAYS_ADDED_EVERY_MS = 1000;

/**
 * Keys the plays of addresses with the server's secret (`addressSecret`, the JWT secret), and adds the plays that run
 * starts mark as pending (repositories/runs.ts) to their maps every second, and once more when the server stops. One
 * addition at a time (lib/serial-task.ts), so an addition asked for adds every run started before it was asked; one
 * that fails (the database away) is logged and its plays wait for the next, so none is lost.
 */
export const playCountsPlugin = fp(async (app: FastifyInstance, { addressSecret }: { addressSecret: string }) => {
  const addUp = serialTask(
    () => addPendingPlays(app.db.kysely),
    (error) => app.log.error({ err: error }, 'the plays of new runs could not be counted yet'),
  );
  const timer = setInterval(addUp, PLAYS_ADDED_EVERY_MS).unref();
  app.decorate('addPendingPlays', addUp);
  app.decorate('playAddressKey', (ip: string, day: string) => addressPlayKey(addressSecret, ip, day));
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await addUp();
  });
});
