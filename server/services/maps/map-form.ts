import type { Kysely, Transaction } from 'kysely';
import { MAPS_PER_USER_MAX, type MapForm, type OwnMap } from '@src/contract/maps';
import { validateMap, type MapIssue } from '@src/core/map-validation';
import { lockRow, transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import type { MapRow } from '../../db/schema-creators';
import { conflict } from '../../errors';
import { replaceMapTags, tagsOfMaps } from '../../repositories/map-tags';
import { countOwnMaps, insertMap, updateMap } from '../../repositories/maps';
import { ownMapView } from './content-views';
import type { UploadStore } from '../uploads/upload-store';
import type { MultipartForm } from '../uploads/multipart-form';
import { mapIssues } from './map-content';
import { publishDraft } from './map-versions';
import { ownMap } from './ownership';

/*
 * The map popup's form, for a new map or one of the user's. Publishing runs the map check first and is refused with
 * the list of issues, changing nothing; the same form saves the map unpublished. Saving it published freezes the
 * draft as the version players get (docs/creators.md, "Versions").
 */
type Db = Kysely<Database>;

export type MapFormOutcome = { readonly ok: true; readonly map: OwnMap } | { readonly ok: false; issues: MapIssue[] };

/** What the form carries, read only once the user may write (an error in the form comes after a 403 or a 409). */
export type ReadMapForm = () => Promise<MultipartForm<MapForm>>;

async function saveMapForm(
  db: Db,
  uploads: UploadStore,
  userId: number,
  readForm: ReadMapForm,
  existing?: MapRow,
): Promise<MapFormOutcome> {
  const { fields, image } = await readForm();
  const published = fields.published === '1';
  // A hidden map is edited and saved unpublished; the owner asks for a review by appealing (docs/moderation.md).
  if (published && existing?.hidden === 1) throw conflict('MAP_HIDDEN');
  if (published) {
    // A map being created has no events yet, so it cannot pass the check.
    const issues = existing ? await mapIssues(db, existing.mapid) : validateMap([]);
    if (issues.length > 0) return { ok: false, issues };
  }
  const remixable = fields.remixable === undefined ? undefined : fields.remixable === '1';
  const draft = { name: fields.title, description: fields.description, published, remixable };
  // The map and its tags in one transaction; tags left out of the form keep an edited map's own.
  const { map, tags } = await uploads.withStoredImage('map', image, (fileName) =>
    transact(db, async (trx) => {
      const written = existing
        ? await updateMap(trx, existing.mapid, { ...draft, image: fileName })
        : await insertMapWithinLimit(trx, userId, { ...draft, image: fileName });
      // Saving it published is what publishes the draft's changes: the next version, if it plays differently.
      const saved = written.published === 1 ? await publishDraft(trx, written) : written;
      if (fields.tags !== undefined) await replaceMapTags(trx, saved.mapid, fields.tags);
      return { map: saved, tags: (await tagsOfMaps(trx, [saved.mapid])).get(saved.mapid) ?? [] };
    }),
  );
  if (existing && map.image !== existing.image) await uploads.remove('map', existing.image);
  return { ok: true, map: ownMapView(map, tags) };
}

/**
 * Counts and inserts under the owner's row lock, in the caller's transaction, so simultaneous creations cannot pass
 * the limit together (the count before the form is read only answers early).
 */
async function insertMapWithinLimit(
  trx: Transaction<Database>,
  userId: number,
  draft: Parameters<typeof insertMap>[2],
): Promise<MapRow> {
  await lockRow(trx, 'users', userId);
  if ((await countOwnMaps(trx, userId)) >= MAPS_PER_USER_MAX) throw conflict('MAP_LIMIT');
  return insertMap(trx, userId, draft);
}

/** A new map of the user's, within the maps-per-user limit (409 MAP_LIMIT). */
export async function createMapFromForm(db: Db, uploads: UploadStore, userId: number, readForm: ReadMapForm) {
  if ((await countOwnMaps(db, userId)) >= MAPS_PER_USER_MAX) throw conflict('MAP_LIMIT');
  return saveMapForm(db, uploads, userId, readForm);
}

/** The user's map changed by the form; a replaced picture is deleted. */
export async function editMapFromForm(
  db: Db,
  uploads: UploadStore,
  userId: number,
  mapid: number,
  readForm: ReadMapForm,
) {
  return saveMapForm(db, uploads, userId, readForm, await ownMap(db, userId, mapid));
}
