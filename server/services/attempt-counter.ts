import type { Redis } from 'ioredis';

/**
 * Counts attempts per key (failed logins of an account, verification mails asked for an address) in a fixed window.
 * In memory for one instance, in Redis when several instances must share the counts.
 */
export interface AttemptCounter {
  /** Attempts recorded for `key` in its current window. */
  count(key: string): Promise<number>;
  /** Records one attempt and answers the new count; the first attempt opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Beyond this many keys, expired windows are swept before a new key is added. */
const SWEEP_THRESHOLD = 10_000;

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.expiresAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  return {
    count: async (key) => live(key)?.count ?? 0,
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) return ++entry.count;
      if (windows.size >= SWEEP_THRESHOLD) for (const k of windows.keys()) live(k);
      windows.set(key, { count: 1, expiresAt: now() + windowMs });
      return 1;
    },
    reset: async (key) => {
      windows.delete(key);
    },
  };
}

/** INCR and set the expiry in one step, so a crash between them cannot leave a counter that never expires. */
const hitScript = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Fails open: when Redis is unreachable the error is reported and the attempt is let through, like the per-IP limits
 * (`skipOnError`), so an outage of the shared store does not lock every player out.
 */
export function redisAttemptCounter(
  redis: Redis,
  onError: (error: unknown) => void,
  prefix = 'vs:attempts:',
): AttemptCounter {
  const orZero = (work: Promise<unknown>) =>
    work.then(Number).catch((error: unknown) => {
      onError(error);
      return 0;
    });
  return {
    count: (key) => orZero(redis.get(prefix + key).then((value) => value ?? 0)),
    hit: (key, windowMs) => orZero(redis.eval(hitScript, 1, prefix + key, windowMs)),
    reset: async (key) => {
      await orZero(redis.del(prefix + key));
    },
  };
}
