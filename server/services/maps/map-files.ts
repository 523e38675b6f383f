import type { Kysely } from 'kysely';
import type { ConsequenceView } from '@src/contract/events';
import {
  MAP_FILE_FORMAT,
  MAP_FILE_SCHEMA_VERSION,
  type FileEvent,
  type FileItem,
  type FileOption,
  type MapFile,
} from '@src/contract/map-file';
import { ITEMS_PER_USER_MAX, MAPS_PER_USER_MAX } from '@src/contract/creator-limits';
import { lockRow, transact } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import type { MapRow, ObjectRow } from '../../db/schema-creators';
import { conflict } from '../../errors';
import { insertOptions } from '../../repositories/consequences';
import { insertEvent } from '../../repositories/events';
import { countOwnItems, insertItem, itemsUsedByMap } from '../../repositories/items';
import { countOwnMaps, insertMap } from '../../repositories/maps';
import { creditsOfMaps, creditView, insertMapCredits, type StoredCredit } from '../../repositories/map-credits';
import { replaceMapTags, tagsOfMaps } from '../../repositories/map-tags';
import type { PictureToStore, UploadStore } from '../uploads/upload-store';
import { loadMapEvents, refreshMap, type EventWithOptions } from './map-content';
import { ownMap } from './ownership';

/*
 * A map as one file and back (docs/creators.md, "Files"). References are positions: the n-th event of the file is
 * "e<n>", the n-th item "i<n>", in id order; an import stores them in file order, so its ids ascend the same way and
 * exporting the imported map gives the same file again.
 */
type Db = Kysely<Database>;

const eventRef = (index: number) => `e${index + 1}`;
const itemRef = (index: number) => `i${index + 1}`;
const base64 = (bytes: Buffer | undefined) => (bytes ? bytes.toString('base64') : null);

/** The user's map as a file: its events and options, the items they use, and the pictures of all of them. */
export async function exportMapFile(db: Db, uploads: UploadStore, userId: number, mapid: number): Promise<MapFile> {
  return mapFileOf(db, uploads, await ownMap(db, userId, mapid));
}

/** What a file holds of a map's play: its events with their options, and the items those use. */
export interface MapFileContent {
  readonly events: EventWithOptions[];
  readonly items: ObjectRow[];
}

/**
 * Any map as a file, whoever owns it: the caller has checked who may read it (an export, a remix). `content` is the
 * draft's unless given (a remix copies the published version: services/maps/map-versions.ts).
 */
export async function mapFileOf(db: Db, uploads: UploadStore, map: MapRow, content?: MapFileContent): Promise<MapFile> {
  const [events, items, tags, credits] = await Promise.all([
    content?.events ?? loadMapEvents(db, map.mapid),
    content?.items ?? itemsUsedByMap(db, map.mapid),
    tagsOfMaps(db, [map.mapid]),
    creditsOfMaps(db, [map.mapid]),
  ]);
  const eventRefs = new Map(events.map((event, index) => [event.eventid, eventRef(index)]));
  const itemRefs = new Map(items.map((item, index) => [item.objectid, itemRef(index)]));
  const refOf = (refs: Map<number, string>, id: number | null) => (id === null ? null : (refs.get(id) ?? null));
  const fileOption = (option: ConsequenceView): FileOption => ({
    option: option.option,
    consequenceText: option.consequence_text,
    healthConsequence: option.health_consequence,
    hungerConsequence: option.hunger_consequence,
    thirstConsequence: option.thirst_consequence,
    sanityConsequence: option.sanity_consequence,
    effectConsequence: option.effect_consequence as FileOption['effectConsequence'],
    wins: option.wins,
    requires: refOf(itemRefs, option.idobject_requeriment),
    rewards: refOf(itemRefs, option.idobject_reward),
    unlocks: refOf(eventRefs, option.unlocks_eventid),
    follows: refOf(eventRefs, option.follows_eventid),
  });
  return {
    format: MAP_FILE_FORMAT,
    schemaVersion: MAP_FILE_SCHEMA_VERSION,
    map: {
      title: map.name,
      description: map.description,
      picture: base64(await uploads.bytes('map', map.image)),
      tags: tags.get(map.mapid) ?? [],
      credits: (credits.get(map.mapid) ?? []).map(creditView),
    },
    items: await Promise.all(
      items.map(
        async (item, index): Promise<FileItem> => ({
          ref: itemRef(index),
          name: item.name,
          description: item.description,
          functionality: item.functionality as FileItem['functionality'],
          picture: base64(await uploads.bytes('item', item.image)),
        }),
      ),
    ),
    events: events.map(
      (event, index): FileEvent => ({
        ref: eventRef(index),
        premise: event.premise,
        locked: Boolean(event.locked),
        position:
          event.position_x === null || event.position_y === null ? null : { x: event.position_x, y: event.position_y },
        options: event.consequences.map(fileOption),
      }),
    ),
  };
}

/** The file's pictures to store: the cover first, then each item's that has one. */
function picturesOf(file: MapFile): PictureToStore[] {
  const pictures: PictureToStore[] = [];
  const add = (kind: PictureToStore['kind'], data: string | null, field: string) => {
    if (data !== null) pictures.push({ kind, bytes: Buffer.from(data, 'base64'), field });
  };
  add('map', file.map.picture, 'map.picture');
  file.items.forEach((item, index) => add('item', item.picture, `items.${index}.picture`));
  return pictures;
}

/**
 * A new unpublished map of the user's from a file already checked by its schema (src/contract/map-file.ts): its items
 * become the user's items, its events and options the map's, its credits the map's (`credits` in their place: a
 * remix's, which name the source maps of this server). Everything is stored in one transaction, within the maps- and
 * items-per-user limits counted under the user's row lock; a refused picture or limit stores nothing.
 */
export async function importMapFile(
  db: Db,
  uploads: UploadStore,
  userId: number,
  file: MapFile,
  credits: readonly StoredCredit[] = file.map.credits.map((credit) => ({ ...credit, mapId: null })),
): Promise<{ map: MapRow; tags: MapFile['map']['tags'] }> {
  const pictures = picturesOf(file);
  return uploads.withStoredImages(pictures, (names) =>
    transact(db, async (trx) => {
      await lockRow(trx, 'users', userId);
      if ((await countOwnMaps(trx, userId)) >= MAPS_PER_USER_MAX) throw conflict('MAP_LIMIT');
      if ((await countOwnItems(trx, userId)) + file.items.length > ITEMS_PER_USER_MAX) throw conflict('ITEM_LIMIT');
      const nameOf = (field: string) => names[pictures.findIndex((picture) => picture.field === field)] ?? null;
      const map = await insertMap(trx, userId, {
        name: file.map.title,
        description: file.map.description,
        published: false,
        image: nameOf('map.picture') ?? undefined,
      });
      const itemIds = new Map<string, number>();
      for (const [index, item] of file.items.entries()) {
        const { name, description, functionality } = item;
        const image = nameOf(`items.${index}.picture`);
        itemIds.set(item.ref, (await insertItem(trx, userId, { name, description, functionality, image })).objectid);
      }
      const eventIds = new Map<string, number>();
      for (const event of file.events) {
        const { premise, locked, position } = event;
        const draft = { mapid: map.mapid, premise, locked, position: position ?? undefined };
        eventIds.set(event.ref, await insertEvent(trx, draft));
      }
      const idOf = (ids: Map<string, number>, ref: string | null) => (ref === null ? null : ids.get(ref)!);
      for (const event of file.events) {
        const options = event.options.map(({ requires, rewards, unlocks, follows, ...fields }) => ({
          ...fields,
          objectidRequeriment: idOf(itemIds, requires),
          objectidReward: idOf(itemIds, rewards),
          unlocksEventId: idOf(eventIds, unlocks),
          followsEventId: idOf(eventIds, follows),
        }));
        await insertOptions(trx, eventIds.get(event.ref)!, options);
      }
      await replaceMapTags(trx, map.mapid, file.map.tags);
      await insertMapCredits(trx, map.mapid, credits);
      return { map: await refreshMap(trx, map.mapid), tags: file.map.tags };
    }),
  );
}
