import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's changes, for what it keeps in memory of what others read (lib/short-memory.ts). */
    dataChanges: DataChanges;
  }
  interface FastifyContextConfig {
    /**
     * Whether a successful answer changes what others read, so that what the server remembers of it is forgotten
     * (lib/short-memory.ts). By default every method but GET and HEAD does. A GET that changes data says true
     * (spec 7's GET /user/levelup spends levels). A read the spec made a POST says false, and so do a run's writes,
     * whose only effects on what others read (a map's play count, a player's experience) may show a second late: they
     * are the busiest calls, and each made the server forget every shared answer.
     */
    changesSharedReads?: boolean;
  }
}

/**
 * Tells whoever keeps answers in memory of each change this server makes, so that whoever made a change reads it
 * next. A change is a successful answer (below 400) to anything but a GET or HEAD, unless its route says otherwise
 * (`changesSharedReads`): it has committed by the time its answer is sent, and listeners run before that. Another server's changes are not
 * seen here; what is kept must say how long it may lag behind them.
 */
export class DataChanges {
  private readonly listeners: (() => void)[] = [];

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }
}

const isChange = (request: FastifyRequest, reply: FastifyReply) =>
  reply.statusCode < 400 &&
  (request.routeOptions.config?.changesSharedReads ?? (request.method !== 'GET' && request.method !== 'HEAD'));

export const dataChangesPlugin = fp(async (app: FastifyInstance) => {
  const changes = new DataChanges();
  app.decorate('dataChanges', changes);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isChange(request, reply)) changes.changed();
    return payload;
  });
});
