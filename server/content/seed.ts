import type { Db } from '../db/connection';
import { seedBuiltInMaps } from './built-in-maps';
import { seedCharacters } from './characters';
import { seedIslands } from './islands/seed';

/**
 * Built-in content (the character catalogue, the islands of History Mode, ...) is inserted at every start, but only
 * where it is missing, so a restart never duplicates or overwrites anything.
 */
export type Seeder = (db: Db) => Promise<void>;

const seeders: Seeder[] = [
  // The character catalogue is the one exception to "only where missing": code owns its balance, so it is upserted.
  seedCharacters,
  // The islands' map rows (ids 1 to 5) come before anything that hangs events or items off them.
  seedBuiltInMaps,
  // The islands' items, events and options (Beach, Zombie, Goblin), where an island has no events yet.
  seedIslands,
];

export async function seedBuiltInContent(db: Db): Promise<void> {
  for (const seed of seeders) await seed(db);
}
