import type { Kysely } from 'kysely';
import type { Profile } from '@src/contract/user';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { MapRow } from '../db/schema-creators';

type Db = Kysely<Database>;

/** The key search and A-Z order use: lower-cased here, so both dialects compare the same text. */
export const mapNameKey = (name: string) => name.toLowerCase();

export function findMap(db: Db, mapid: number): Promise<MapRow | undefined> {
  return db.selectFrom('maps').selectAll().where('mapid', '=', mapid).executeTakeFirst();
}

export function listOwnMaps(db: Db, ownerId: number): Promise<MapRow[]> {
  return db.selectFrom('maps').selectAll().where('owner_id', '=', ownerId).orderBy('mapid').execute();
}

export async function countOwnMaps(db: Db, ownerId: number): Promise<number> {
  const row = await db
    .selectFrom('maps')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface MapDraft {
  name: string;
  description: string;
  published: boolean;
  /** Undefined keeps the current picture when editing. */
  image?: string;
  /** Whether others may remix it once published; undefined keeps the current choice (false for a new map). */
  remixable?: boolean;
}

export function insertMap(db: Db, ownerId: number, draft: MapDraft): Promise<MapRow> {
  const now = nowIso();
  return db
    .insertInto('maps')
    .values({
      owner_id: ownerId,
      name: draft.name,
      name_key: mapNameKey(draft.name),
      description: draft.description,
      image: draft.image ?? null,
      published: draft.published ? 1 : 0,
      remixable: draft.remixable ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateMap(db: Db, mapid: number, draft: MapDraft): Promise<MapRow> {
  return db
    .updateTable('maps')
    .set((eb) => ({
      // The picture is part of the play view.
      content_version: eb('content_version', '+', 1),
      name: draft.name,
      name_key: mapNameKey(draft.name),
      description: draft.description,
      // A map a moderator hid stays unpublished, whatever its owner sends (docs/moderation.md), even in a race.
      published: draft.published ? eb.case().when('hidden', '=', 1).then(0).else(1).end() : 0,
      updated_at: nowIso(),
      ...(draft.image !== undefined ? { image: draft.image } : {}),
      ...(draft.remixable !== undefined ? { remixable: draft.remixable ? 1 : 0 } : {}),
    }))
    .where('mapid', '=', mapid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores a recomputed difficulty; content changed, so the map counts as updated, and its play view as stale. */
export function setMapDifficulty(db: Db, mapid: number, difficulty: number): Promise<MapRow> {
  return db
    .updateTable('maps')
    .set((eb) => ({ difficulty, updated_at: nowIso(), content_version: eb('content_version', '+', 1) }))
    .where('mapid', '=', mapid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Makes `versionId` the version players get (docs/creators.md, "Versions"); servers' play caches follow it. */
export function setPublishedVersion(db: Db, mapid: number, versionId: number): Promise<MapRow> {
  return db
    .updateTable('maps')
    .set((eb) => ({ published_version_id: versionId, content_version: eb('content_version', '+', 1) }))
    .where('mapid', '=', mapid)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Marks the play views of `mapids` stale (services/play/play-map-cache.ts): call it after the change is written. */
export async function bumpContentVersions(db: Db, mapids: readonly number[]): Promise<void> {
  if (mapids.length === 0) return;
  await db
    .updateTable('maps')
    .set((eb) => ({ content_version: eb('content_version', '+', 1) }))
    .where('mapid', 'in', mapids)
    .execute();
}

/** Deletes the map; its events, options, likes (and island items) go with it by ON DELETE CASCADE. */
export async function deleteMap(db: Db, mapid: number): Promise<void> {
  await db.deleteFrom('maps').where('mapid', '=', mapid).execute();
}

/** Counts one play; the new count, or undefined when there is no such map. */
export async function countPlay(db: Db, mapid: number): Promise<number | undefined> {
  const row = await db
    .updateTable('maps')
    .set((eb) => ({ num_players: eb('num_players', '+', 1) }))
    .where('mapid', '=', mapid)
    .returning('num_players')
    .executeTakeFirst();
  return row?.num_players;
}

/** The published maps a profile lists, newest first. */
export async function publishedMapsOf(db: Db, ownerId: number): Promise<Profile['maps']> {
  const rows = await db
    .selectFrom('maps as m')
    // The difficulty players get: the published version's (docs/creators.md, "Versions").
    .leftJoin('map_versions as v', 'v.id', 'm.published_version_id')
    .select(['m.mapid', 'm.name', 'm.description', 'm.image', 'm.likes', 'm.num_players'])
    .select((eb) => eb.fn.coalesce('v.difficulty', 'm.difficulty').as('difficulty'))
    .where('m.owner_id', '=', ownerId)
    .where('m.published', '=', 1)
    .orderBy('m.mapid', 'desc')
    .execute();
  return rows.map(({ image, ...row }) => ({ ...row, mapImage: image }));
}
