/**
 * The load generator, in a process of its own (spawned by autocannon.ts for every measurement): autocannon's API with
 * one target, printing its result as one JSON line. A process of its own, so it never shares an event loop with the
 * server it measures; the API rather than autocannon's command line, because some requests must differ one from the
 * next (see `Variation`), which only a setupRequest function can do.
 */
import { createRequire } from 'node:module';
import type { Target } from './autocannon';

interface Job {
  target: Target;
  connections: number;
  seconds: number;
  /** The first number `{n}` takes in a body (the harness advances it so no body is ever sent twice). */
  from: number;
}

interface RequestData {
  headers: Record<string, string>;
  body?: string;
}

/** The part of autocannon's API used here (the package ships no types). */
type Autocannon = (options: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const job = JSON.parse(process.argv[2]) as Job;
const { target } = job;

/** Counts requests across every connection of this process, so `{n}` and the address never repeat. */
let counter = 0;

/**
 * Each request from an address of its own (10.x.y.z, 65,536 of them, then again): a crowd of players behind the
 * trusted proxy, so per-address limits count players as they would in production instead of refusing one client.
 * Each body with the next `{n}`: a finished run can be ended only once. Each request signed by the next of `bearers`
 * (the owner of run `{n}`: seed.ts hands the runs out in the same order).
 */
function vary(request: RequestData): RequestData {
  const n = counter++;
  const { bearers } = target.vary ?? {};
  if (bearers) request.headers.authorization = `Bearer ${bearers[(job.from + n) % bearers.length]}`;
  if (target.vary?.addresses) request.headers['x-forwarded-for'] = `10.0.${(n >> 8) & 255}.${n & 255}`;
  if (target.vary?.numberedBody && request.body) request.body = request.body.replaceAll('{n}', String(job.from + n));
  return request;
}

const result = await autocannon({
  url: target.url,
  connections: job.connections,
  duration: job.seconds,
  method: target.method ?? 'GET',
  headers: target.headers,
  body: target.body,
  ...(target.vary ? { requests: [{ setupRequest: vary }] } : {}),
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    requests: result.requests.total,
    numbersUsed: counter,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  }),
);
