import type { Redis } from 'ioredis';

/** A call to Redis gives up after this long, so a request waits on Redis at most this much (Redis answers in ~1 ms). */
export const REDIS_CALL_TIMEOUT_MS = 100;
/** Opening a connection to Redis gives up after this long (it happens in the background, never in a request). */
const REDIS_CONNECT_TIMEOUT_MS = 200;

/** Where the link says that Redis went away (once) and that it came back (once). */
interface LinkLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/**
 * The one Redis connection of the server, which every caller goes through with `either`: the work runs on Redis while
 * it answers, and on the caller's local fallback while it does not. A call that fails or takes longer than
 * `REDIS_CALL_TIMEOUT_MS` marks Redis away and drops the connection; ioredis then reconnects in the background, and the
 * first connection that passes its ready check brings the calls back to Redis. So a dead or hanging Redis costs one
 * request at most one timeout, and the others none.
 */
export class RedisLink {
  private state: 'connecting' | 'up' | 'away' = 'connecting';
  private closing = false;
  private readonly settled: Promise<void>;
  private settle = () => {};

  /** Connects to `url`; ioredis is loaded here, so a server without REDIS_URL never loads it. */
  static async open(url: string, log: LinkLog): Promise<RedisLink> {
    const { Redis } = await import('ioredis');
    const client = new Redis(url, {
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      // Calls made while disconnected fail at once (and fall back) instead of queueing until a reconnection, and calls
      // in flight when the connection drops fail then rather than being sent again later: they were counted in memory.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      // Reconnect forever in the background, at most every 2 s, so the link recovers by itself.
      retryStrategy: (times) => Math.min(times * 100, 2000),
    });
    return new RedisLink(client, log);
  }

  private constructor(
    private readonly client: Redis,
    private readonly log: LinkLog,
  ) {
    this.settled = new Promise((resolve) => (this.settle = resolve));
    this.client.on('ready', () => this.markUp());
    this.client.on('error', (error: Error) => this.markAway(error));
    this.client.on('close', () => this.markAway(new Error('the connection to Redis closed')));
  }

  /**
   * Waits for the first connection to succeed or fail, so a server starts counting in Redis rather than in memory for
   * its first requests. Boot is not a request: a busy machine gets up to 2 s to connect; a refused connection ends the
   * wait at once, and a Redis that accepts the connection but does not answer counts as away.
   */
  async firstConnection(): Promise<void> {
    const patience = 2000;
    await Promise.race([this.settled, new Promise((resolve) => setTimeout(resolve, patience).unref())]);
    if (this.state === 'connecting') this.markAway(new Error(`Redis did not answer within ${patience} ms`));
  }

  /** `remote` on Redis when it answers within the timeout, else `local`. */
  async either<T>(remote: (redis: Redis) => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (this.state !== 'up') return local();
    try {
      return await withinTimeout(remote(this.client), REDIS_CALL_TIMEOUT_MS);
    } catch (error) {
      if (this.state === 'up') {
        this.markAway(error);
        // A connection that stopped answering may never say so: drop it, and let the reconnection prove Redis is back.
        this.client.disconnect(true);
      }
      return local();
    }
  }

  close(): void {
    this.closing = true;
    this.client.disconnect();
  }

  private markUp() {
    if (this.closing || this.state === 'up') return;
    if (this.state === 'away') this.log.info('Redis answers again: limits are counted in Redis again');
    this.state = 'up';
    this.settle();
  }

  private markAway(error: unknown) {
    if (this.closing || this.state === 'away') return;
    this.state = 'away';
    this.settle();
    this.log.warn(
      { err: error },
      'Redis is unreachable: this instance counts limits in its own memory until it returns',
    );
  }
}

/**
 * `work`, or a rejection once `ms` have passed. The timeout is declared only after the event loop has read what
 * arrived: a timer fires before pending I/O is read, so a reply that came while the loop was busy (a slow synchronous
 * SQLite query, a long JSON parse) would otherwise count as Redis not answering.
 */
export function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => setImmediate(() => reject(new Error(`Redis did not answer within ${ms} ms`))), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
