import { z } from 'zod';
import { EVENTS_PER_MAP_MAX, IMAGE_BYTES_MAX, ITEMS_PER_USER_MAX, OPTIONS_PER_EVENT_MAX } from './creator-limits';

export { MAP_FILE_BYTES_MAX } from './creator-limits';
import { position } from './editor';
import { premise, optionFields } from './events';
import { itemForm } from './items';
import { MAP_CREDITS_MAX } from '../core/map-credits';
import { MAP_TAGS, MAP_TAGS_MAX } from '../core/map-tags';
import { USERNAME_MAX } from './account-limits';
import { text } from './text';
import { mapForm, ownMap } from './maps';

/**
 * A map as one file (docs/creators.md, "Files"): exported by its owner (GET /maps/{mapId}/export) and imported as a
 * new draft of whoever imports it (POST /maps/import). Events and items are named by references local to the file
 * ("e1", "i1"), never by database ids, so a file means the same on every server; pictures travel inside it.
 */

export const MAP_FILE_FORMAT = 'vacation-survival-map';
/**
 * The version exports write. Version 2 added `map.credits`; version 1 files (without them) still import, while a
 * server that knows only version 1 refuses a version 2 file by its version rather than by an unknown field.
 */
export const MAP_FILE_SCHEMA_VERSION = 2;
export const MAP_FILE_SCHEMA_VERSIONS = [1, 2] as const;

/** Base64 of at most IMAGE_BYTES_MAX bytes: what the upload forms accept, checked again as a picture on import. */
const base64Picture = z
  .string()
  .max(Math.ceil(IMAGE_BYTES_MAX / 3) * 4, 'IMAGE_TOO_LARGE')
  .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'IMAGE_INVALID');
const picture = base64Picture.nullable().default(null);

const eventRef = z.string().regex(/^e[1-9][0-9]{0,4}$/, 'MAP_FILE_REFERENCE_INVALID');
const itemRef = z.string().regex(/^i[1-9][0-9]{0,4}$/, 'MAP_FILE_REFERENCE_INVALID');

/** An option as the editor stores it, its links to items and events written as the file's references. */
export const fileOption = optionFields
  .omit({ objectidRequeriment: true, objectidReward: true, unlocksEventId: true, followsEventId: true })
  .extend({
    requires: itemRef.nullable().default(null),
    rewards: itemRef.nullable().default(null),
    unlocks: eventRef.nullable().default(null),
    follows: eventRef.nullable().default(null),
  });
export type FileOption = z.infer<typeof fileOption>;

export const fileEvent = z.strictObject({
  ref: eventRef,
  premise,
  locked: z.boolean().default(false),
  position: position.nullable().default(null),
  options: z.array(fileOption).max(OPTIONS_PER_EVENT_MAX, 'TOO_MANY_OPTIONS'),
});
export type FileEvent = z.infer<typeof fileEvent>;

export const fileItem = z.strictObject({
  ref: itemRef,
  ...itemForm.shape,
  functionality: itemForm.shape.functionality.unwrap().default('None'),
  picture,
});
export type FileItem = z.infer<typeof fileItem>;

/** Every reference names one thing of the file, and each thing is named once. */
function checkReferences(file: { events: FileEvent[]; items: FileItem[] }, context: z.RefinementCtx) {
  const events = new Set(file.events.map((event) => event.ref));
  const items = new Set(file.items.map((item) => item.ref));
  if (events.size !== file.events.length || items.size !== file.items.length) {
    context.addIssue({ code: 'custom', message: 'MAP_FILE_REFERENCE_DUPLICATE', path: ['events'] });
  }
  file.events.forEach((event, eventIndex) =>
    event.options.forEach((option, optionIndex) => {
      const path = ['events', eventIndex, 'options', optionIndex];
      for (const key of ['requires', 'rewards'] as const) {
        const ref = option[key];
        if (ref !== null && !items.has(ref)) {
          context.addIssue({ code: 'custom', message: 'MAP_FILE_REFERENCE_UNKNOWN', path: [...path, key] });
        }
      }
      for (const key of ['unlocks', 'follows'] as const) {
        const ref = option[key];
        if (ref !== null && !events.has(ref)) {
          context.addIssue({ code: 'custom', message: 'MAP_FILE_REFERENCE_UNKNOWN', path: [...path, key] });
        }
      }
    }),
  );
}

/** One origin of a remixed map (src/core/map-credits.ts), as a file carries it: no database id, which is local. */
export const fileCredit = z.strictObject({
  title: mapForm.shape.title,
  creator: text({ required: 'MAP_CREDIT_INVALID' })
    .trim()
    .min(1, 'MAP_CREDIT_INVALID')
    .max(USERNAME_MAX, 'MAP_CREDIT_INVALID'),
});
export type FileCredit = z.infer<typeof fileCredit>;

export const mapFile = z
  .strictObject({
    format: z.literal(MAP_FILE_FORMAT, { message: 'MAP_FILE_FORMAT' }),
    schemaVersion: z.literal(MAP_FILE_SCHEMA_VERSIONS, { message: 'MAP_FILE_VERSION' }),
    map: z.strictObject({
      title: mapForm.shape.title,
      description: mapForm.shape.description,
      picture,
      /** The map's tags (src/core/map-tags.ts), each once. */
      tags: z
        .array(z.enum(MAP_TAGS, { message: 'MAP_TAGS_INVALID' }))
        .max(MAP_TAGS_MAX, 'MAP_TAGS_INVALID')
        .refine((tags) => new Set(tags).size === tags.length, 'MAP_TAGS_INVALID')
        .default([]),
      /** Where the map came from, nearest first (version 2): a remix's credit travels with it and survives import. */
      credits: z.array(fileCredit).max(MAP_CREDITS_MAX, 'MAP_CREDIT_INVALID').default([]),
    }),
    items: z.array(fileItem).max(ITEMS_PER_USER_MAX, 'ITEM_LIMIT'),
    events: z.array(fileEvent).max(EVENTS_PER_MAP_MAX, 'EVENT_LIMIT'),
  })
  .superRefine(checkReferences);
export type MapFile = z.infer<typeof mapFile>;
export type MapFileInput = z.input<typeof mapFile>;

/** POST /maps/import: the new draft, as the map creator's list shows it. */
export const mapImportResponse = z.object({ message: z.string(), map: ownMap });
export type MapImportResponse = z.infer<typeof mapImportResponse>;
