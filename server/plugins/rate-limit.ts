import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { memoryAttemptCounter, type AttemptCounter } from '../lib/attempt-counter';
import { RedisLink } from '../lib/redis-link';
import { sharedAttemptCounter } from '../lib/shared-attempt-counter';
import { counterStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-key attempt counts (failed logins per account, mails per address), shared like the per-IP limits. */
    attempts: AttemptCounter;
  }
}

const AUTH_WINDOW = '15 minutes';

/**
 * Per-IP limits for the routes that ask for them (`perIpLimit`), plus the attempt counter. With REDIS_URL both count
 * in Redis so several instances share them, through one `RedisLink`: while Redis is away they count in this
 * instance's memory, so every limit still applies and no request waits on Redis. Without it, in memory.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const link = opts.redisUrl ? await RedisLink.open(opts.redisUrl, app.log) : undefined;
  if (link) {
    app.addHook('onClose', async () => link.close());
    await link.firstConnection();
  }
  const counter = (prefix: string) => (link ? sharedAttemptCounter(link, prefix) : memoryAttemptCounter());
  await app.register(rateLimit, { global: false, store: counterStore(counter('vs:rate:')) });
  app.decorate('attempts', counter('vs:attempts:'));
});

/** Route `config` allowing one IP `max` requests to that route per 15 minutes (answered 429 RATE_LIMITED beyond). */
export const perIpLimit = (max: number) => ({ rateLimit: { max, timeWindow: AUTH_WINDOW } });
