import type { Kysely } from 'kysely';
import { inListOrder, isMapTag, type MapTag } from '@src/core/map-tags';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

/** The tags of each of `mapIds` (a page of maps), in one query; a map without tags is absent from the answer. */
export async function tagsOfMaps(db: Db, mapIds: readonly number[]): Promise<Map<number, MapTag[]>> {
  const tags = new Map<number, MapTag[]>();
  if (mapIds.length === 0) return tags;
  const rows = await db.selectFrom('map_tags').select(['mapid', 'tag']).where('mapid', 'in', mapIds).execute();
  for (const { mapid, tag } of rows) if (isMapTag(tag)) tags.set(mapid, [...(tags.get(mapid) ?? []), tag]);
  for (const [mapid, list] of tags) tags.set(mapid, inListOrder(list));
  return tags;
}

/** Replaces a map's tags with `tags` (already checked against the list and the limit), inside the caller's transaction. */
export async function replaceMapTags(db: Db, mapid: number, tags: readonly MapTag[]): Promise<void> {
  await db.deleteFrom('map_tags').where('mapid', '=', mapid).execute();
  if (tags.length > 0)
    await db
      .insertInto('map_tags')
      .values(tags.map((tag) => ({ mapid, tag })))
      .execute();
}
