/**
 * A small closed-loop HTTP load generator: `connections` clients each send requests back to back for `durationMs`.
 * Reports throughput and latency percentiles. Loopback only; bounded in time and count.
 */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  durationMs?: number;
  maxRequests?: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { connections = 50, durationMs = 5_000, maxRequests = 200_000 } = options;
  const target = new URL(options.url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname))
    throw new Error('benchmarks only target loopback');
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;

  async function client() {
    while (performance.now() < deadline && latencies.length + errors < maxRequests) {
      const t0 = performance.now();
      try {
        const res = await fetch(options.url, {
          method: options.method ?? 'GET',
          headers: options.headers,
          body: options.body,
        });
        await res.arrayBuffer();
        if (res.status >= 400) errors += 1;
        else latencies.push(performance.now() - t0);
      } catch {
        errors += 1;
      }
    }
  }

  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: pick(0.5), p99: pick(0.99) };
}

export function formatResult(name: string, r: LoadResult): string {
  return `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99
    .toFixed(2)
    .padStart(7)} ms   errors ${r.errors}`;
}
