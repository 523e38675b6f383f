import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { connect, type Db } from '../../../server/db/connection';
import { createPostgresDatabase } from './app';

const cleanup: Array<() => Promise<void>> = [];

/** Closes and removes the test's databases after each test of the files that import this. */
afterEach(async () => {
  for (const step of cleanup.splice(0)) await step();
});

/** An empty database of the dialect (no migration applied), closed and removed after the test. */
export async function emptyDatabase(dialect: 'sqlite' | 'postgres'): Promise<Db> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vs-migrations-'));
  const pgDb = dialect === 'postgres' ? await createPostgresDatabase() : undefined;
  const db = connect({ dataDir, databaseUrl: pgDb?.url });
  cleanup.push(async () => {
    await db.kysely.destroy();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return db;
}
