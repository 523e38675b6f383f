import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { memoryAttemptCounter, redisAttemptCounter, type AttemptCounter } from '../services/attempt-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-key attempt counts (failed logins per account, mails per address), shared like the per-IP limits. */
    attempts: AttemptCounter;
  }
}

const AUTH_WINDOW = '15 minutes';

/**
 * Per-IP limits for the routes that ask for them (`perIpLimit`), plus the attempt counter. With REDIS_URL both live in
 * Redis so several instances share them; otherwise in memory. A Redis outage lets requests through and is logged.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) error'));
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  await app.register(rateLimit, { global: false, redis, nameSpace: 'vs:rate:', skipOnError: true });
  app.decorate(
    'attempts',
    redis
      ? redisAttemptCounter(redis, (error) => app.log.warn({ err: error }, 'attempt counter (Redis) error'))
      : memoryAttemptCounter(),
  );
});

/** Route `config` allowing one IP `max` requests to that route per 15 minutes (answered 429 RATE_LIMITED beyond). */
export const perIpLimit = (max: number) => ({ rateLimit: { max, timeWindow: AUTH_WINDOW } });
