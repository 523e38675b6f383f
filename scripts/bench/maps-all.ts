/**
 * GET /maps/all over 10,000 published maps, against the bare Fastify baseline, in one run.
 * Uses the embedded SQLite database, or PostgreSQL when BENCH_DATABASE_URL is set (an empty database: the bench
 * inserts its creators and maps there and leaves them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { nowIso } from '../../server/db/dialect';
import { startBaseline } from './baseline';
import { formatResult, runLoad } from './load';

const MAPS = 10_000;
const words = [
  'Lost',
  'Coral',
  'Storm',
  'Palm',
  'Shark',
  'Volcano',
  'Lagoon',
  'Jungle',
  'Reef',
  'Pirate',
  'Island',
  'Bay',
];

export async function benchMapsAll(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
  const app = await buildApp(config);
  const db = app.db.kysely;
  const now = nowIso();
  const owners = await db
    .insertInto('users')
    .values(
      Array.from({ length: 50 }, (_, i) => ({
        username: `creator${i}`,
        username_key: `creator${i}`,
        email: `creator${i}@bench.test`,
        profile_image: 'pic-01.webp',
        banner: 'banner-01.webp',
        email_verified: 1,
        created_at: now,
      })),
    )
    .returning('id')
    .execute();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < MAPS; start += 500) {
      const rows = Array.from({ length: Math.min(500, MAPS - start) }, (_, k) => {
        const i = start + k;
        const name = `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`;
        return {
          owner_id: owners[i % owners.length].id,
          name,
          name_key: name.toLowerCase(),
          description: `A bench map number ${i}.`,
          published: 1,
          difficulty: (i % 10) + 1,
          num_players: (i * 37) % 5000,
          likes: (i * 13) % 900,
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('maps').values(rows).execute();
    }
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseline = await startBaseline();
  try {
    const base = await runLoad({ url: baseline.url });
    console.log(`\n/maps/all with ${MAPS} published maps (${app.db.dialect}), 50 connections, 5 s each`);
    console.log(formatResult('bare Fastify route (baseline)', base));
    for (const query of [
      'sort=likes&page=1',
      'sort=plays&page=250',
      'sort=az&search=coral',
      'sort=likes&search=zzz-no-match',
    ]) {
      const result = await runLoad({ url: `${address}/maps/all?${query}` });
      console.log(
        formatResult(`/maps/all?${query}`, result),
        `  throughput ${(result.rps / base.rps).toFixed(2)}× baseline, p99 ${(result.p99 / base.p99).toFixed(1)}× baseline`,
      );
    }
  } finally {
    await baseline.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
