import { randomUUID } from 'node:crypto';
import { withinTimeout } from './redis-link';

/** How often the listening connection is asked to answer, and how long it may take before it counts as lost. */
const HEARTBEAT_EVERY_MS = 5000;
const HEARTBEAT_PATIENCE_MS = 3000;
/** Waits between attempts to subscribe again: 100 ms, doubling, at most 2 s (as the Redis link: lib/redis-link.ts). */
const retryDelay = (failures: number) => Math.min(100 * 2 ** failures, 2000);

/** A connection subscribed to the channel, as a transport opened it. */
export interface Listening {
  /** Resolves when the connection answers a round trip (proves it, and so its subscription, alive). */
  ping(): Promise<void>;
  close(): void;
}

/** Where notices travel between instances: PostgreSQL's LISTEN/NOTIFY or Redis pub/sub. */
export interface Transport {
  /** Which one, for the log. */
  readonly name: string;
  /**
   * Opens a dedicated connection and subscribes it; resolves once the subscription is confirmed. `onLost` may be
   * called any number of times, from the first failure on, and `onMessage` gets each notice's payload.
   */
  listen(onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<Listening>;
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface ChangeBusEvents {
  /** Another instance changed something. */
  notice(): void;
  /** The subscription was confirmed (true) or lost (false). */
  subscription(subscribed: boolean): void;
}

interface BusLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * Tells every instance on one database of each change any of them makes, so that what an instance keeps (the player
 * memory: lib/player-memory.ts) stays exact while it hears them. Three kinds:
 * - `singleWriter` (SQLite): this process is the only writer, so it hears every change without a transport and is
 *   always subscribed;
 * - over a transport (PostgreSQL or Redis: change-bus-postgres.ts, change-bus-redis.ts): subscribed only between the
 *   transport confirming the subscription and the connection being lost (it closes, fails or misses a heartbeat),
 *   then subscribing again in the background;
 * - `never`: a shared database this server cannot listen on (a database handed in without its URL): never subscribed.
 * Whoever keeps answers must keep them only while `subscribed`, and forget them at each change of it.
 */
export class ChangeBus {
  /** Marks this instance's own notices, which come back to it and are skipped (it forgot at its change). */
  readonly instanceId = randomUUID();
  private isSubscribed: boolean;
  private closing = false;
  private endListening = (_error: Error) => {};
  /** Lost and not yet subscribed again: logged once each way. */
  private away = false;
  private publishFailing = false;
  /** The notice on its way, and the one that waits for it to go out, shared by the changes announced meanwhile. */
  private sending: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private events: ChangeBusEvents = { notice: () => {}, subscription: () => {} };

  static singleWriter(): ChangeBus {
    return new ChangeBus(undefined, undefined, true);
  }

  static never(): ChangeBus {
    return new ChangeBus(undefined, undefined, false);
  }

  /** Over the transport `open` makes for this instance (which names its connection after the instance's id). */
  static over(open: (instanceId: string) => Transport, log: BusLog): ChangeBus {
    return new ChangeBus(open, log, false);
  }

  private readonly transport: Transport | undefined;

  private constructor(
    open: ((instanceId: string) => Transport) | undefined,
    private readonly log: BusLog | undefined,
    subscribed: boolean,
  ) {
    this.transport = open?.(this.instanceId);
    this.isSubscribed = subscribed;
  }

  get subscribed(): boolean {
    return this.isSubscribed;
  }

  get transportName(): string {
    return this.transport?.name ?? (this.isSubscribed ? 'in-process' : 'none');
  }

  /** Starts listening (in the background: until it is confirmed the instance reads per call). */
  start(events: ChangeBusEvents): void {
    this.events = events;
    if (this.transport) void this.keepSubscribed(this.transport);
  }

  /**
   * Announces a change of this instance to the others; resolves once the notice has been handed over. Never throws: a
   * failure is logged (once per outage). Changes announced while a notice is on its way share the next one: the one on
   * its way may have left before they committed, so it cannot stand for them, but one notice sent after all of them
   * can. Under many writes at once that is one or two round trips at a time, not one per write.
   */
  publish(): Promise<void> {
    if (!this.transport) return Promise.resolve();
    if (!this.sending) return this.send(this.transport);
    const transport = this.transport;
    this.queued ??= this.sending.then(() => {
      this.queued = undefined;
      return this.send(transport);
    });
    return this.queued;
  }

  private send(transport: Transport): Promise<void> {
    const sending = this.announce(transport).finally(() => {
      if (this.sending === sending) this.sending = undefined;
    });
    this.sending = sending;
    return sending;
  }

  private async announce(transport: Transport): Promise<void> {
    try {
      await transport.publish(this.instanceId);
      if (this.publishFailing) this.log?.info(`Changes are announced over ${transport.name} again`);
      this.publishFailing = false;
    } catch (error) {
      if (!this.publishFailing)
        this.log?.warn(
          { err: error },
          `A change could not be announced over ${transport.name}: other instances keep what they read until their next notice`,
        );
      this.publishFailing = true;
    }
  }

  async close(): Promise<void> {
    this.closing = true;
    this.endListening(new Error('closing'));
    await this.transport?.close();
  }

  private async keepSubscribed(transport: Transport) {
    for (let failures = 0; !this.closing; ) {
      let lose!: (error: Error) => void;
      const lost = new Promise<Error>((resolve) => (lose = resolve));
      this.endListening = lose;
      let listening: Listening | undefined;
      try {
        listening = await transport.listen((payload) => this.receive(payload), lose);
      } catch (error) {
        lose(error instanceof Error ? error : new Error(String(error)));
      }
      const heartbeat = listening && this.heartbeat(listening, lose);
      if (listening && !this.closing) {
        failures = 0;
        this.markSubscribed();
      }
      const error = await lost;
      clearInterval(heartbeat);
      listening?.close();
      this.markLost(error);
      if (!this.closing) await new Promise((resolve) => setTimeout(resolve, retryDelay(failures++)).unref());
    }
  }

  /** A connection that stopped answering may never say so (a dropped network path): ask it now and then. */
  private heartbeat(listening: Listening, lose: (error: Error) => void) {
    const timer = setInterval(
      () => withinTimeout(listening.ping(), HEARTBEAT_PATIENCE_MS).catch(lose),
      HEARTBEAT_EVERY_MS,
    );
    timer.unref();
    return timer;
  }

  /** A closed bus hears nothing: its listening connection may still deliver a notice while it is being closed. */
  private receive(payload: string) {
    if (!this.closing && payload !== this.instanceId) this.events.notice();
  }

  private markSubscribed() {
    if (this.away) this.log?.info(`Subscribed to changes over ${this.transportName} again: keeping the player memory`);
    this.away = false;
    this.isSubscribed = true;
    this.events.subscription(true);
  }

  private markLost(error: Error) {
    const wasSubscribed = this.isSubscribed;
    this.isSubscribed = false;
    if (wasSubscribed) this.events.subscription(false);
    if (this.closing || this.away) return;
    this.away = true;
    this.log?.warn(
      { err: error },
      `Not subscribed to changes over ${this.transportName}: this instance reads per call until it subscribes again`,
    );
  }
}
