/**
 * Length and count limits of the creator tools, written once: the zod schemas of maps.ts, events.ts and items.ts use
 * them, and so do the browser's forms. This module imports nothing (no zod), so the forms can show the limits without
 * pulling the schemas into the first page's bundle.
 */

/** The most maps one player may have. */
export const MAPS_PER_USER_MAX = 100;
export const MAP_TITLE_MAX = 80;
export const MAP_DESCRIPTION_MAX = 1000;

export const PREMISE_MAX = 2000;
export const OPTION_MAX = 200;
export const CONSEQUENCE_TEXT_MAX = 2000;
/** Stat changes of one option, in points of a stat whose baseline is 100: a whole number from -100 to 100. */
export const STAT_CHANGE_LIMIT = 100;
export const OPTIONS_PER_EVENT_MAX = 20;
/** The most events one map may hold: the editor stays smooth with 1,000 (docs/architecture.md, "Budgets"). */
export const EVENTS_PER_MAP_MAX = 2000;

/** The most items one player may have. */
export const ITEMS_PER_USER_MAX = 500;
export const ITEM_NAME_MAX = 60;
export const ITEM_DESCRIPTION_MAX = 500;

/** The most bytes of one picture sent with a form or inside a map file (decoded from base64). */
export const IMAGE_BYTES_MAX = 5 * 1024 * 1024;
/** The most a map file may weigh: a cover and every item picture at the sizes the server stores, with room to spare. */
export const MAP_FILE_BYTES_MAX = 16 * 1024 * 1024;
