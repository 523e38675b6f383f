import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's changes, for what it keeps in memory of what others read (visitor-cache.ts, the map total). */
    dataChanges: DataChanges;
  }
  interface FastifyContextConfig {
    /** A GET that changes what others read (spec 7's GET /user/levelup spends levels). */
    changesData?: boolean;
  }
}

/**
 * Counts the changes this server makes and tells who keeps answers in memory, so that whoever made a change reads it
 * next. A change is a successful answer (below 400) to anything but a GET or HEAD, or to a GET marked `changesData`:
 * it has committed by the time its answer is sent, and listeners run before that. Another server's changes are not
 * seen here; what is kept must say how long it may lag behind them.
 */
export class DataChanges {
  /** Raised by every change: a reading started under one generation may be kept only while it still holds. */
  generation = 0;
  private readonly listeners: (() => void)[] = [];

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  changed(): void {
    this.generation++;
    for (const listener of this.listeners) listener();
  }
}

const isChange = (request: FastifyRequest, reply: FastifyReply) =>
  reply.statusCode < 400 &&
  (request.routeOptions.config?.changesData === true || (request.method !== 'GET' && request.method !== 'HEAD'));

export const dataChangesPlugin = fp(async (app: FastifyInstance) => {
  const changes = new DataChanges();
  app.decorate('dataChanges', changes);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isChange(request, reply)) changes.changed();
    return payload;
  });
});
