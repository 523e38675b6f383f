import { z } from 'zod';
import { ITEM_FUNCTIONALITIES } from '../core/items';
import { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX } from './creator-limits';
import { pathId } from './maps';
import { text } from './text';

/** Item calls of spec section 7 ("Items"). */

export { ITEM_DESCRIPTION_MAX, ITEM_NAME_MAX, ITEMS_PER_USER_MAX } from './creator-limits';

/**
 * The text fields of the multipart item form (POST /items/create, PATCH /items/update/{objectid}); the optional file
 * field is `image`. A missing name or description is ITEM_FIELDS_REQUIRED ('Por favor completa todos los campos.').
 * Without `functionality` a new item is 'None' and an edited one keeps its own.
 */
export const itemForm = z.strictObject({
  name: text({ required: 'ITEM_FIELDS_REQUIRED' })
    .trim()
    .min(1, 'ITEM_FIELDS_REQUIRED')
    .max(ITEM_NAME_MAX, 'ITEM_NAME_TOO_LONG'),
  description: text({ required: 'ITEM_FIELDS_REQUIRED', multiline: true })
    .trim()
    .min(1, 'ITEM_FIELDS_REQUIRED')
    .max(ITEM_DESCRIPTION_MAX, 'ITEM_DESCRIPTION_TOO_LONG'),
  functionality: z.enum(ITEM_FUNCTIONALITIES, { message: 'ITEM_FUNCTIONALITY_UNKNOWN' }).optional(),
});
export type ItemForm = z.infer<typeof itemForm>;

export const itemView = z.object({
  objectid: z.number().int(),
  name: z.string(),
  description: z.string(),
  functionality: z.enum(ITEM_FUNCTIONALITIES),
  /** File name under /uploads/items, or null for the default picture. */
  objectImage: z.string().nullable(),
});
export type ItemView = z.infer<typeof itemView>;

/** POST /items/getItems (the player's own items) and POST /items/getItemsByMapId (the items a map uses). */
export const itemsResponse = z.object({ objects: z.array(itemView) });

export const objectidParams = z.strictObject({ objectid: pathId });
