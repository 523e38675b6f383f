/**
 * `npm run bench -- soak [--minutes 10] [--rate 5] [--every S] [--rest 30] [--postgres [admin-url]]
 * [--snapshots DIR] [--node-options "..."]`: mixed traffic at a fixed rate against the real server for minutes, its
 * memory sampled as it goes (docs/performance.md, "Soak"). The server, the generator and this process are three.
 */
import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../../tests/fixtures/postgres-database';
import type { TrafficCounts } from './soak-http';
import { startSoakServer, type SoakServer } from './soak-process';
import { reportSoak, type MemorySample } from './soak-report';
import type { TrafficOptions, TrafficReport } from './soak-traffic';

const SEEDED_MAPS = 2000;

function options() {
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      minutes: { type: 'string', default: '10' },
      rate: { type: 'string', default: '5' },
      every: { type: 'string' },
      rest: { type: 'string', default: '30' },
      postgres: { type: 'boolean', default: false },
      snapshots: { type: 'string' },
      'node-options': { type: 'string', default: '' },
    },
    allowPositionals: true,
  });
  const minutes = Number(values.minutes);
  return {
    durationMs: minutes * 60_000,
    rate: Number(values.rate),
    // About thirty rows, never more often than every five seconds.
    everyMs: Number(values.every ?? Math.max(5, (minutes * 60) / 30)) * 1000,
    restMs: Number(values.rest) * 1000,
    postgres: values.postgres,
    snapshots: values.snapshots && resolve(values.snapshots),
    nodeOptions: values['node-options'].split(' ').filter(Boolean),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function startTraffic(traffic: TrafficOptions, onReport: (report: TrafficReport) => void) {
  const child = fork('scripts/bench/soak-traffic.ts', [], {
    env: { ...process.env, SOAK_TRAFFIC: JSON.stringify(traffic) },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('message', onReport);
  return new Promise<void>((done, fail) =>
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the traffic generator exited with ${code}`)))),
  );
}

async function sample(server: SoakServer, t: number, counts: TrafficCounts): Promise<MemorySample> {
  const { rss } = server.resident();
  const heap = await server.heap();
  return { t, rss, ...heap, requests: counts.requests, failed: counts.failed };
}

export async function benchSoak(): Promise<void> {
  const opts = options();
  // `--postgres`: a database of its own on BENCH_DATABASE_URL's server (the local one by default), dropped at the end.
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = opts.postgres ? await createScratchDatabase(adminUrl, 'vs_soak') : undefined;
  const env = { BENCH_MAPS: String(SEEDED_MAPS), BENCH_DATABASE_URL: database?.url ?? '' };
  const server = await startSoakServer(env, ['--expose-gc', ...opts.nodeOptions]);
  try {
    if (opts.snapshots) mkdirSync(opts.snapshots, { recursive: true });
    let counts: TrafficCounts = { requests: 0, ok: 0, refused: 0, failed: 0, failures: {} };
    let last: Extract<TrafficReport, { type: 'done' | 'progress' }> | undefined;
    let started = 0;
    const samples: MemorySample[] = [];
    const traffic = startTraffic(
      {
        url: server.info.url,
        dataDir: server.info.dataDir,
        databaseUrl: database?.url ?? '',
        seededMaps: SEEDED_MAPS,
        ...opts,
      },
      (report) => {
        if (report.type === 'started') started = Date.now();
        else [last, counts] = [report, report.counts];
      },
    );
    // A generator that fails while setting up ends the soak (the server is stopped below).
    while (started === 0) await Promise.race([sleep(100), traffic]);
    if (opts.snapshots) console.log(`snapshot ${await server.snapshot(opts.snapshots, 'start')}`);
    samples.push(await sample(server, 0, counts));
    let finished = false;
    void traffic.then(() => (finished = true));
    while (!finished) {
      await Promise.race([sleep(opts.everyMs - ((Date.now() - started) % opts.everyMs)), traffic]);
      samples.push(await sample(server, (Date.now() - started) / 1000, counts));
      const row = samples[samples.length - 1];
      console.log(
        `${(row.t / 60).toFixed(1)} min: RSS ${(row.rss / 2 ** 20).toFixed(0)} MiB, ${row.requests} requests`,
      );
    }
    await traffic;
    await sleep(opts.restMs);
    const before = await server.heap();
    const live = await server.heap(true);
    const { rss, peak } = server.resident();
    if (opts.snapshots) console.log(`snapshot ${await server.snapshot(opts.snapshots, 'end')}`);
    reportSoak({
      title:
        `Soak on ${server.info.dialect}: ${opts.rate} visits/s for ${opts.durationMs / 60_000} min` +
        (opts.nodeOptions.length ? ` (node ${opts.nodeOptions.join(' ')})` : ''),
      samples,
      rested: { rss, peak, heapUsed: before.heapUsed, heapLive: live.heapUsed, restSeconds: opts.restMs / 1000 },
      failures: counts.failures,
      dropped: last?.dropped ?? 0,
    });
  } finally {
    await server.stop();
    await database?.drop();
  }
}
