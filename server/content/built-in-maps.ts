import { nowIso } from '../db/dialect';
import type { Db } from '../db/connection';
import { insertMissingMaps } from '../repositories/built-in-content';
import { mapNameKey } from '../repositories/maps';

/**
 * The map rows of History Mode's islands (spec 2): History Mode stores mapa = slider index + 1, so they are maps 1 to
 * 5, with the spec's fixed star ratings. They have no owner (read-only for everyone) and are not published, so the
 * map browser lists only what players made. Their events and items come from the islands' own seeder.
 */
export const BUILT_IN_MAPS = [
  { mapid: 1, name: 'Beach Island', difficulty: 1 },
  { mapid: 2, name: 'Zombie Island', difficulty: 3 },
  { mapid: 3, name: 'Goblin Island', difficulty: 5 },
  { mapid: 4, name: 'Desert Island', difficulty: 7 },
  { mapid: 5, name: 'LM Island', difficulty: 9 },
] as const;

/** Inserts the island rows that are missing; existing rows (and any later changes to them) are left alone. */
export async function seedBuiltInMaps(db: Db): Promise<void> {
  const now = nowIso();
  await insertMissingMaps(
    db.kysely,
    BUILT_IN_MAPS.map((map) => ({
      mapid: map.mapid,
      owner_id: null,
      name: map.name,
      name_key: mapNameKey(map.name),
      description: '',
      image: `${map.mapid}.jpeg`,
      published: 0,
      difficulty: map.difficulty,
      created_at: now,
      updated_at: now,
    })),
  );
}
