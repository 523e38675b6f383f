import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measure {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs and non-2xx answers: a benchmark that counts them is measuring failures. */
  failures: number;
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * One measurement with autocannon in a process of its own, so the load generator never shares an event loop (or a
 * core's time slice) with the server it measures. Loopback only.
 */
export function measure(target: Target, connections = 50, seconds = 5): Promise<Measure> {
  const url = new URL(target.url);
  if (url.hostname !== '127.0.0.1') throw new Error('benchmarks only target 127.0.0.1');
  const args = [
    autocannonBin,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    target.method ?? 'GET',
  ];
  for (const [name, value] of Object.entries(target.headers ?? {})) args.push('-H', `${name}=${value}`);
  if (target.body !== undefined) args.push('-b', target.body);
  args.push(target.url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon failed (${code}): ${err.slice(-500)}`));
      const result = JSON.parse(out);
      resolve({
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        failures: result.errors + result.timeouts + result.non2xx,
      });
    });
  });
}
