import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notify } from '../db/notify';
import { ChangeBus } from '../lib/change-bus';
import { postgresTransport } from '../lib/change-bus-postgres';
import { redisChangesChannel, redisTransport } from '../lib/change-bus-redis';

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
 * Tells whoever keeps answers in memory of each change, so that whoever made a change reads it next. A change of this
 * server is a successful answer (below 400) to anything but a GET or HEAD, unless its route says otherwise
 * (`changesSharedReads`): it has committed by the time its answer is sent, and listeners run before that, and it is
 * announced on the change bus (lib/change-bus.ts) before the answer leaves, so every other instance forgets too as
 * its notice arrives. Instances hear each other only while subscribed (`bus.subscribed`); what is kept without the
 * bus must say how long it may lag behind another server's changes.
 */
export class DataChanges {
  private readonly listeners: (() => void)[] = [];
  private readonly subscriptionListeners: ((subscribed: boolean) => void)[] = [];

  constructor(readonly bus: ChangeBus) {
    bus.start({
      notice: () => this.forgetAll(),
      // Lost or confirmed again, what was kept may have missed changes: forget it, then tell who keeps only meanwhile.
      subscription: (subscribed) => {
        this.forgetAll();
        for (const listener of this.subscriptionListeners) listener(subscribed);
      },
    });
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Called with `true` when this instance hears every change from now on, `false` when it stops hearing them. */
  onSubscription(listener: (subscribed: boolean) => void): void {
    this.subscriptionListeners.push(listener);
  }

  /** This server's change: forgotten here at once, and announced to the other instances. */
  changed(): Promise<void> {
    this.forgetAll();
    return this.bus.publish();
  }

  private forgetAll() {
    for (const listener of this.listeners) listener();
  }
}

interface ChangesOptions {
  databaseUrl?: string;
  redisUrl?: string;
  changeBus: 'postgres' | 'redis';
}

/** SQLite's one writer hears itself; PostgreSQL's instances hear each other over the database or Redis. */
function changeBus(app: FastifyInstance, opts: ChangesOptions): ChangeBus {
  if (app.db.dialect === 'sqlite') return ChangeBus.singleWriter();
  if (!opts.databaseUrl) return ChangeBus.never();
  const { databaseUrl, redisUrl } = opts;
  return ChangeBus.over(
    (instanceId) =>
      opts.changeBus === 'redis' && redisUrl
        ? redisTransport(redisUrl, redisChangesChannel(databaseUrl), instanceId)
        : postgresTransport(databaseUrl, instanceId, (channel, payload) => notify(app.db.kysely, channel, payload)),
    app.log,
  );
}

const isChange = (request: FastifyRequest, reply: FastifyReply) =>
  reply.statusCode < 400 &&
  (request.routeOptions.config?.changesSharedReads ?? (request.method !== 'GET' && request.method !== 'HEAD'));

export const dataChangesPlugin = fp(async (app: FastifyInstance, opts: ChangesOptions) => {
  const changes = new DataChanges(changeBus(app, opts));
  app.decorate('dataChanges', changes);
  app.addHook('onSend', async (request, reply, payload) => {
    if (isChange(request, reply)) await changes.changed();
    return payload;
  });
  app.addHook('onClose', () => changes.bus.close());
});
