import type { Redis } from 'ioredis';
import { AppError } from '../errors';

/**
 * Counts attempts per key (failed logins of an account, verification mails asked for an address) in a fixed window.
 * In memory for one instance, in Redis when several instances must share the counts.
 */
export interface AttemptCounter {
  /** Records one attempt and answers the new count; the first attempt opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
}

/**
 * Takes one of `max` attempts for `key` before the check it guards (429 RATE_LIMITED when none is left). The increment
 * and the comparison are one atomic step, so simultaneous attempts cannot all pass a count read before any of them was
 * recorded (count, verify, then record let 50 simultaneous wrong passwords all be checked). A success resets the key.
 */
export async function reserveAttempt(counter: AttemptCounter, key: string, max: number, windowMs: number) {
  if ((await counter.hit(key, windowMs)) > max) throw new AppError(429, 'RATE_LIMITED');
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
    hit: (key, windowMs) => orZero(redis.eval(hitScript, 1, prefix + key, windowMs)),
    reset: async (key) => {
      await orZero(redis.del(prefix + key));
    },
  };
}
