import type { Redis } from 'ioredis';
import { memoryAttemptCounter, type AttemptCounter, type Hit } from './attempt-counter';
import type { RedisLink } from './redis-link';

/** INCR and set the expiry in one step, so a crash between them cannot leave a counter that never expires. */
const hitScript = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

async function redisHit(redis: Redis, key: string, windowMs: number): Promise<Hit> {
  const [count, resetInMs] = (await redis.eval(hitScript, 1, key, windowMs)) as [number, number];
  return { count, resetInMs };
}

/**
 * The counter several instances share: in Redis while it answers, in this instance's memory while it is away, so
 * every limit keeps applying (per instance) through an outage instead of letting requests through. Attempts counted
 * in memory during an outage still count once Redis is back, until their window ends, so its return does not hand
 * out a fresh set of attempts. A reset during an outage clears the memory only; the Redis count runs out by itself.
 */
export function sharedAttemptCounter(link: RedisLink, prefix: string): AttemptCounter {
  const local = memoryAttemptCounter();
  return {
    hit: (key, windowMs) =>
      link.either(
        async (redis) => {
          const shared = await redisHit(redis, prefix + key, windowMs);
          const kept = local.peek(key);
          return { count: shared.count + kept.count, resetInMs: Math.max(shared.resetInMs, kept.resetInMs) };
        },
        () => local.hit(key, windowMs),
      ),
    reset: async (key) => {
      await local.reset(key);
      await link.either(
        (redis) => redis.del(prefix + key),
        async () => 0,
      );
    },
  };
}
