import { AppError } from '../errors';

/** One attempt recorded: how many the key has now, and in how long its window ends. */
export interface Hit {
  count: number;
  resetInMs: number;
}

/**
 * Counts attempts per key (failed logins of an account, verification mails asked for an address, calls per IP) in a
 * fixed window. In memory for one instance; shared through Redis when several instances must share the counts
 * (`sharedAttemptCounter`).
 */
export interface AttemptCounter {
  /** Records one attempt; the first attempt opens a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<Hit>;
  reset(key: string): Promise<void>;
}

/**
 * Takes one of `max` attempts for `key` before the check it guards (429 RATE_LIMITED when none is left). The increment
 * and the comparison are one atomic step, so simultaneous attempts cannot all pass a count read before any of them was
 * recorded (count, verify, then record let 50 simultaneous wrong passwords all be checked). A success resets the key.
 */
export async function reserveAttempt(counter: AttemptCounter, key: string, max: number, windowMs: number) {
  if ((await counter.hit(key, windowMs)).count > max) throw new AppError(429, 'RATE_LIMITED');
}

/** Beyond this many keys, expired windows are swept before a new key is added. */
const SWEEP_THRESHOLD = 10_000;

/**
 * After a sweep, the next waits until the keys doubled: while the windows are still open a sweep frees nothing, and
 * sweeping again for every new key cost a crowd of addresses (the play count's keys) a walk of them all per request.
 */
const nextSweepAt = (keys: number) => Math.max(SWEEP_THRESHOLD, keys * 2);

/** The in-memory counter; `peek` reads a key's live window without counting. */
export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter & { peek(key: string): Hit } {
  const windows = new Map<string, { count: number; expiresAt: number }>();
  let sweepAt = SWEEP_THRESHOLD;
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.expiresAt <= now()) windows.delete(key);
    return windows.get(key);
  };
  const asHit = (entry: { count: number; expiresAt: number }) => ({
    count: entry.count,
    resetInMs: entry.expiresAt - now(),
  });
  return {
    async hit(key, windowMs) {
      const entry = live(key);
      if (entry) {
        entry.count++;
        return asHit(entry);
      }
      if (windows.size >= sweepAt) {
        for (const k of windows.keys()) live(k);
        sweepAt = nextSweepAt(windows.size);
      }
      const opened = { count: 1, expiresAt: now() + windowMs };
      windows.set(key, opened);
      return asHit(opened);
    },
    peek(key) {
      const entry = live(key);
      return entry ? asHit(entry) : { count: 0, resetInMs: 0 };
    },
    reset: async (key) => {
      windows.delete(key);
    },
  };
}
