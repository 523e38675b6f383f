/**
 * The server under the soak (spawned by soak-process.ts with an IPC channel): the real `buildApp` on a fresh DATA_DIR
 * (or BENCH_DATABASE_URL), logging at info to standard output as in production, behind a trusted proxy so the
 * generator's X-Forwarded-For addresses count as distinct visitors. Its only extra is the IPC channel of this bench
 * process (never an HTTP route): it answers the heap figures that /proc cannot give, and writes heap snapshots.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import v8 from 'node:v8';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { seedPublishedMaps } from './seed';
import type { HeapFigures, SoakRequest, SoakServerInfo } from './soak-process';

const dataDir = mkdtempSync(join(tmpdir(), 'vs-soak-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'info',
  DATA_DIR: dataDir,
  JWT_SECRET: 'soak-secret-that-is-long-enough-for-hs256',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  TRUST_PROXY: 'true',
});
const app = await buildApp(config);
await seedPublishedMaps(app.db.kysely, Number(process.env.BENCH_MAPS ?? 2000));
const url = await app.listen({ port: Number(process.env.SOAK_PORT ?? 0), host: '127.0.0.1' });

const heap = (): HeapFigures => {
  const usage = process.memoryUsage();
  return { heapUsed: usage.heapUsed, heapTotal: usage.heapTotal, external: usage.external };
};

process.on('message', (message: SoakRequest) => {
  if (message.type === 'heap') {
    // A full collection first when asked: what is left is what something still holds.
    if (message.collect) global.gc?.();
    process.send!({ type: 'heap', heap: heap() });
  } else if (message.type === 'snapshot') {
    process.send!({ type: 'snapshot', file: v8.writeHeapSnapshot(join(message.dir, `${message.name}.heapsnapshot`)) });
  }
});

const info: SoakServerInfo = { url, dataDir, dialect: app.db.dialect };
process.send!({ type: 'ready', info });

const stop = async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
