import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from '../lib/attempt-counter';

/** What @fastify/rate-limit hands `child`: the route's merged limit settings, the route itself under `routeInfo`. */
interface RouteLimit {
  routeInfo: { method: string | string[]; url: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * @fastify/rate-limit's store over our attempt counter, so the per-IP limits count where the per-account ones do and
 * get the same Redis timeout and local fallback (its own Redis store waits on a dead Redis and then lets requests
 * through). Keys are `<method><url>-<ip>` per route, as its Redis store writes them. Fixed windows only: a route
 * asking for `continueExceeding` or `exponentialBackoff` is refused when the server starts.
 */
export function counterStore(counter: AttemptCounter): FastifyRateLimitStoreCtor {
  return class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly keyPrefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      window: number,
    ) {
      counter.hit(this.keyPrefix + key, window).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.resetInMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown) {
      const limit = routeOptions as RouteLimit;
      if (limit.continueExceeding || limit.exponentialBackoff)
        throw new Error('counterStore counts fixed windows only');
      return new CounterStore(undefined, `${this.keyPrefix}${limit.routeInfo.method}${limit.routeInfo.url}-`);
    }
  };
}
