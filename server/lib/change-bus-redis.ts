import type { Redis, RedisOptions } from 'ioredis';
import type { Listening, Transport } from './change-bus';
import { REDIS_CALL_TIMEOUT_MS, withinTimeout } from './redis-link';

/**
 * The channel of the instances on one database: one Redis may serve several deployments (or test runs), and only
 * instances that share a database share what they keep. Named by the database's host and name, never its password.
 */
export function redisChangesChannel(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `vacation-survival:changes:${url.host}${url.pathname}`;
}

/** Commands fail at once while disconnected instead of queueing (a notice sent late is worth nothing). */
const failFast: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 0, connectTimeout: 1000 };

/**
 * The change bus over Redis pub/sub (`CHANGE_BUS=redis`), for databases reached through a pooler that does not pass
 * LISTEN on. A subscribed Redis connection can do nothing else, so there are two: the listener, opened by the bus
 * for each subscription and never reconnecting by itself (the bus subscribes again and clears what was kept), and a
 * publisher that reconnects in the background. ioredis loads on first use, as the rate limits' link does.
 */
export function redisTransport(redisUrl: string, channel: string, instanceId: string): Transport {
  let publisher: Promise<Redis> | undefined;
  const connectPublisher = async () => {
    const { Redis } = await import('ioredis');
    const client = new Redis(redisUrl, { ...failFast, retryStrategy: (times) => Math.min(times * 100, 2000) });
    // Failures show as failed publishes (logged by the bus); an unhandled error event would end the process.
    client.on('error', () => undefined);
    return client;
  };
  return {
    name: 'Redis pub/sub',
    async listen(onMessage, onLost): Promise<Listening> {
      // The publisher connects alongside, so it is ready by the time the first change is announced.
      publisher ??= connectPublisher();
      const { Redis } = await import('ioredis');
      const client = new Redis(redisUrl, {
        ...failFast,
        lazyConnect: true,
        autoResubscribe: false,
        retryStrategy: () => null,
        connectionName: `vs-changes-${instanceId}`,
      });
      client.on('message', (from: string, payload: string) => {
        if (from === channel) onMessage(payload);
      });
      client.on('error', onLost);
      client.on('close', () => onLost(new Error('the listening connection closed')));
      try {
        await client.connect();
        await client.subscribe(channel);
      } catch (error) {
        client.disconnect();
        throw error;
      }
      return {
        ping: async () => void (await client.ping()),
        close: () => client.disconnect(),
      };
    },
    async publish(payload) {
      publisher ??= connectPublisher();
      await withinTimeout((await publisher).publish(channel, payload), REDIS_CALL_TIMEOUT_MS);
    },
    async close() {
      (await publisher)?.disconnect();
    },
  };
}
