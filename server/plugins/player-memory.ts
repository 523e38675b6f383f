import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PlayerMemory } from '../lib/player-memory';

declare module 'fastify' {
  interface FastifyInstance {
    /** What signed-in calls read about their player, kept on SQLite only (lib/player-memory.ts). */
    playerMemory: PlayerMemory | undefined;
  }
}

/** Keeps a player memory where it stays exact (SQLite: this server is the only writer), forgotten at each change. */
export const playerMemoryPlugin = fp(async (app: FastifyInstance) => {
  const memory = app.db.dialect === 'sqlite' ? new PlayerMemory() : undefined;
  if (memory) app.dataChanges.onChange(() => memory.forget());
  app.decorate('playerMemory', memory);
});
