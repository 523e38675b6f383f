import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { defaultBanner, defaultProfilePicture } from '../../../server/content/cosmetics';
import { seedBuiltInContent } from '../../../server/content/seed';
import { connect, type Db } from '../../../server/db/connection';
import { migrateToLatest, type MIGRATIONS } from '../../../server/db/migrate';
import { insertUser } from '../../../server/repositories/users';
import { createPostgresDatabase } from './app';
import { migrationsBefore } from './migrations-before';

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

/** A database as a server had it just before migration `name`, with the built-in content and one player. */
export async function databaseWithPlayerBefore(dialect: 'sqlite' | 'postgres', name: keyof typeof MIGRATIONS) {
  const db = await emptyDatabase(dialect);
  await migrateToLatest(db.kysely, dialect, migrationsBefore(name));
  await seedBuiltInContent(db);
  const player = await insertUser(db.kysely, {
    username: 'player',
    email: 'player@example.com',
    profile_image: defaultProfilePicture,
    banner: defaultBanner,
  });
  return { db, player };
}
