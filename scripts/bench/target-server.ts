/**
 * The server under test, in a process of its own (spawned by processes.ts): builds the app on a fresh DATA_DIR (or
 * BENCH_DATABASE_URL), seeds what the benchmarks read, listens on a free loopback port and prints one READY line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { createSessionTokens } from '../../server/services/session-tokens';
import { seedPublishedMaps, seedRichPlayer } from './seed';

const MAPS = Number(process.env.BENCH_MAPS ?? 10_000);
const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
});
const app = await buildApp(config);
await seedPublishedMaps(app.db.kysely, MAPS);
const player = await seedRichPlayer(app.db.kysely, 1_000_000_000);
const token = await createSessionTokens(config.jwtSecret, config.jwtTtl).issue(player);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${JSON.stringify({ url, token, dialect: app.db.dialect, maps: MAPS })}`);

const stop = async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
