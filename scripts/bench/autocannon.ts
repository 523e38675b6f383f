import { spawn } from 'node:child_process';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Requests that must differ one from the next (load.ts explains how). */
  vary?: { addresses?: boolean; numberedBody?: boolean; bearers?: string[] };
  /** What docs/architecture.md, "Budgets" asks of it, when it asks anything: a ratio to the bare route and a p99 in ms. */
  budget?: { ratio: number; p99: number };
}

export interface Measure {
  rps: number;
  /** Requests answered in all. */
  requests: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs and non-2xx answers: a benchmark that counts them is measuring failures. */
  failures: number;
  /** How many `{n}` the run used: the next run of the target starts after them. */
  numbersUsed: number;
}

/**
 * One measurement with autocannon in a process of its own (load.ts), so the load generator never shares an event loop
 * (or a core's time slice) with the server it measures. Loopback only. `from` is the first `{n}` of a numbered body.
 */
export function measure(target: Target, connections = 50, seconds = 5, from = 0): Promise<Measure> {
  const url = new URL(target.url);
  if (url.hostname !== '127.0.0.1') throw new Error('benchmarks only target 127.0.0.1');
  const job = JSON.stringify({ target, connections, seconds, from });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/load.ts', job], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${err.slice(-500)}`));
      resolve(JSON.parse(out) as Measure);
    });
  });
}
