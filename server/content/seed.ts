import type { Db } from '../db/connection';
import { seedCharacters } from './characters';

/**
 * Built-in content (the character catalogue, the islands of History Mode, ...) is inserted at every start, but only
 * where it is missing, so a restart never duplicates or overwrites anything.
 */
export type Seeder = (db: Db) => Promise<void>;

const seeders: Seeder[] = [
  // The character catalogue is the one exception to "only where missing": code owns its balance, so it is upserted.
  seedCharacters,
];

export async function seedBuiltInContent(db: Db): Promise<void> {
  for (const seed of seeders) await seed(db);
}
