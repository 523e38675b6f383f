import type { Db } from '../db/connection';

/**
 * Built-in content (the character catalogue, the islands of History Mode, ...) is inserted at every start, but only
 * where it is missing, so a restart never duplicates or overwrites anything.
 */
export type Seeder = (db: Db) => Promise<void>;

const seeders: Seeder[] = [];

export async function seedBuiltInContent(db: Db): Promise<void> {
  for (const seed of seeders) await seed(db);
}
