import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DailyBoards } from '../services/daily/daily-boards';
import { todaysIsland, type DailyIsland } from '../services/daily/daily-island';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily island (docs/daily.md): today's island and seed, and the boards this server keeps for a moment. */
    daily: { island(): DailyIsland; boards: DailyBoards };
  }
}

/**
 * Picks each day's island with the server's secret (`secret`, the JWT secret, as address keys do), and keeps the
 * boards' reads for at most a second (services/daily/daily-boards.ts). A ranked run's score is announced as a change
 * (routes/play/end.ts), so every instance hearing the change bus forgets them at once, as it does at any other change
 * (a follow, an account deleted).
 */
export const dailyPlugin = fp(async (app: FastifyInstance, { secret }: { secret: string }) => {
  const boards = new DailyBoards();
  app.dataChanges.onChange(() => boards.forget());
  app.decorate('daily', { island: todaysIsland(secret), boards });
});
