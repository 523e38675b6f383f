import type { Kysely } from 'kysely';
import { ITEMS_PER_USER_MAX, type ItemForm } from '@src/contract/items';
import { lockRow, transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import type { ObjectRow } from '../../db/schema-creators';
import { conflict, notFound } from '../../errors';
import {
  countOwnItems,
  deleteItem,
  insertItem,
  itemsUsedByMap,
  listOwnItems,
  mapsShowingItem,
  updateItem,
} from '../../repositories/items';
import { bumpContentVersions, findMap } from '../../repositories/maps';
import type { UploadStore } from '../uploads/upload-store';
import type { MultipartForm } from '../uploads/multipart-form';
import { ownItem } from './ownership';
import { servedVersionId } from './map-versions';
import { findVersionPlayContent } from '../../repositories/play-map';

/* The item creator's items, and the items a map needs to be played. */
type Db = Kysely<Database>;

/** What the form carries, read only once the user may write (an error in the form comes after a 403 or a 409). */
export type ReadItemForm = () => Promise<MultipartForm<ItemForm>>;

/** A new item of the user's, within the items-per-user limit (409 ITEM_LIMIT). */
export async function createItemFromForm(
  db: Db,
  uploads: UploadStore,
  userId: number,
  readForm: ReadItemForm,
): Promise<ObjectRow> {
  if ((await countOwnItems(db, userId)) >= ITEMS_PER_USER_MAX) throw conflict('ITEM_LIMIT');
  const { fields, image } = await readForm();
  return uploads.withStoredImage('item', image, (fileName) =>
    // Counted again and inserted under the owner's row lock: simultaneous creations cannot pass the limit together.
    transact(db, async (trx) => {
      await lockRow(trx, 'users', userId);
      if ((await countOwnItems(trx, userId)) >= ITEMS_PER_USER_MAX) throw conflict('ITEM_LIMIT');
      return insertItem(trx, userId, {
        ...fields,
        functionality: fields.functionality ?? 'None',
        image: fileName ?? null,
      });
    }),
  );
}

/** The user's item changed by the form; without a new picture or functionality it keeps its own. */
export async function editItemFromForm(
  db: Db,
  uploads: UploadStore,
  userId: number,
  objectid: number,
  readForm: ReadItemForm,
): Promise<ObjectRow> {
  const existing = await ownItem(db, userId, objectid);
  const { fields, image } = await readForm();
  // The change and the version bump commit together (play-map-cache.ts): a crash between them would leave every
  // server's cached play view stale; a run that read the old version meanwhile reads the item again.
  const item = await uploads.withStoredImage('item', image, (fileName) =>
    transact(db, async (trx) => {
      const changed = await updateItem(trx, existing.objectid, { ...fields, image: fileName });
      await bumpContentVersions(trx, await mapsShowingItem(trx, changed));
      return changed;
    }),
  );
  if (item.image !== existing.image) await uploads.remove('item', existing.image);
  return item;
}

export async function deleteOwnItem(db: Db, uploads: UploadStore, userId: number, objectid: number): Promise<void> {
  const item = await ownItem(db, userId, objectid);
  // Found before the delete unlinks the item from their options, marked stale in the same transaction.
  await transact(db, async (trx) => {
    const showing = await mapsShowingItem(trx, item);
    await deleteItem(trx, item.objectid);
    await bumpContentVersions(trx, showing);
  });
  await uploads.remove('item', item.image);
}

/** The item creator's list: the user's own items. */
export function ownItems(db: Db, userId: number): Promise<ObjectRow[]> {
  return listOwnItems(db, userId);
}

/** The items a map's options use; a draft's only for its owner (`userId`, when signed in). */
export async function itemsOfVisibleMap(db: Db, userId: number | undefined, mapid: number): Promise<ObjectRow[]> {
  const map = await findMap(db, mapid);
  const visible = map && (map.published || map.owner_id === null || map.owner_id === userId);
  if (!visible) throw notFound('MAP_NOT_FOUND');
  // Players get the items of the published version (docs/creators.md, "Versions"); its owner, the draft's.
  const versionId = servedVersionId(map, userId);
  if (versionId === null) return itemsUsedByMap(db, map.mapid);
  return [...((await findVersionPlayContent(db, map, versionId))?.items ?? [])];
}
