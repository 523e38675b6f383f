import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlayerMemory } from '../lib/player-memory';

declare module 'fastify' {
  interface FastifyInstance {
    /** What signed-in calls read about their player, kept while this instance hears every change (lib/player-memory.ts). */
    playerMemory: PlayerMemory;
  }
}

/**
 * Keeps a player memory while it stays exact: while this instance hears every change on the change bus (always on
 * SQLite, its one writer; on PostgreSQL while subscribed), forgotten at each change heard.
 */
export const playerMemoryPlugin = fp(async (app: FastifyInstance) => {
  const memory = new PlayerMemory(app.dataChanges.bus.subscribed);
  app.dataChanges.onChange(() => memory.forget());
  app.dataChanges.onSubscription((subscribed) => memory.setKept(subscribed));
  app.decorate('playerMemory', memory);
});
