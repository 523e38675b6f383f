import { z } from 'zod';
import { MAP_ISSUE_CODES } from '../core/map-validation';
import { inListOrder, MAP_TAGS, MAP_TAGS_MAX, type MapTag } from '../core/map-tags';
import { errorResponse } from './common';
import { MAP_DESCRIPTION_MAX, MAP_TITLE_MAX } from './creator-limits';
import { text } from './text';

/**
 * Map calls of spec section 7 ("Maps"). Validation messages are message codes (server/messages.ts); the client
 * translates them by code. docs/creators.md describes the behaviour behind each call.
 */

/** Database ids, in URLs and bodies: positive 32-bit integers. */
export const ID_MAX = 2_147_483_647;
export const entityId = z
  .number({ message: 'ID_INVALID' })
  .int('ID_INVALID')
  .min(1, 'ID_INVALID')
  .max(ID_MAX, 'ID_INVALID');
/** An id in a URL path: digits only, no sign, no leading zero, no exponent. */
export const pathId = text()
  .regex(/^[1-9][0-9]{0,9}$/, 'ID_INVALID')
  .transform(Number)
  .pipe(entityId);

/** A body naming just the map: POST /maps/event, /maps/event_creator/event_consequences, /items/getItemsByMapId. */
export const mapIdBody = z.strictObject({ mapId: entityId });
export type MapIdBody = z.infer<typeof mapIdBody>;

/** The path parameter of each map route, named as in the spec. */
export const mapIdParams = z.strictObject({ mapId: pathId });
export const mapidParams = z.strictObject({ mapid: pathId });
export const idParams = z.strictObject({ id: pathId });

export { MAP_DESCRIPTION_MAX, MAP_TITLE_MAX, MAPS_PER_USER_MAX } from './creator-limits';

/**
 * A list of tags on the wire: ids of the fixed list (src/core/map-tags.ts) joined by commas, at most `max` of them,
 * read as the tags in the list's order, each once. The pattern names every id, so the OpenAPI document says which.
 */
const tagList = (max: number, message: string) => {
  const one = `(?:${MAP_TAGS.join('|')})`;
  return text()
    .regex(new RegExp(`^(?:${one}(?:,${one}){0,${max - 1}})?$`), message)
    .meta({ example: 'horror,short' })
    .transform((joined): MapTag[] => inListOrder(joined.split(',') as MapTag[]));
};

/**
 * The text fields of the multipart map form (POST /maps/create, PUT /maps/map/{mapId}/edit); the optional file field
 * is `image`. `published` is '1' or '0' as the spec's form sends it; publishing runs the map check first.
 */
export const mapForm = z.strictObject({
  title: text({ required: 'MAP_TITLE_REQUIRED' })
    .trim()
    .min(1, 'MAP_TITLE_REQUIRED')
    .max(MAP_TITLE_MAX, 'MAP_TITLE_TOO_LONG'),
  description: text({ multiline: true }).trim().max(MAP_DESCRIPTION_MAX, 'MAP_DESCRIPTION_TOO_LONG').default(''),
  published: z.enum(['0', '1'], { message: 'MAP_PUBLISHED_INVALID' }).default('0'),
  /** '1' lets other creators remix the published map (docs/creators.md, "Remix"); left out, a map keeps its choice. */
  remixable: z.enum(['0', '1'], { message: 'MAP_REMIXABLE_INVALID' }).optional(),
  /** Up to three tags, comma-separated ('' for none); left out, an edited map keeps the tags it has. */
  tags: tagList(MAP_TAGS_MAX, 'MAP_TAGS_INVALID').optional(),
});
export type MapForm = z.infer<typeof mapForm>;

const published = z.union([z.literal(0), z.literal(1)]);

/**
 * Where a remixed map came from (src/core/map-credits.ts): the map it was copied from first, then that map's own
 * origins, each with its title and creator as they were at copy time.
 */
export const mapCredit = z.object({ title: z.string(), creator: z.string() });
export const mapCredits = z.array(mapCredit);

/** One of the signed-in player's own maps (POST /maps, and the answer of every map change). */
export const ownMap = z.object({
  mapid: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** File name under /uploads, or null for the default picture. */
  mapImage: z.string().nullable(),
  published,
  difficulty: z.number().int(),
  likes: z.number().int(),
  num_players: z.number().int(),
  /** Its tags, in the list's order. */
  tags: z.array(z.enum(MAP_TAGS)),
  /** Whether other creators may remix it once published. */
  remixable: z.boolean(),
});
export type OwnMap = z.infer<typeof ownMap>;
export const ownMapsResponse = z.object({ maps: z.array(ownMap) });

/**
 * One problem found by the map check (src/core/map-validation.ts); which ids are set depends on `code`, with the
 * event's premise and the item's name beside their ids.
 */
export const mapIssue = z.object({
  code: z.enum(MAP_ISSUE_CODES),
  eventId: z.number().int().optional(),
  premise: z.string().optional(),
  itemName: z.string().optional(),
  consequenceId: z.number().int().optional(),
  link: z.enum(['unlocks', 'follows']).optional(),
  targetId: z.number().int().optional(),
  itemId: z.number().int().optional(),
});
export type MapIssueView = z.infer<typeof mapIssue>;

/** 422 MAP_INVALID: publishing was refused; `issues` says why. */
export const mapInvalidResponse = errorResponse.extend({ issues: z.array(mapIssue) });

/** PUT /maps/{mapId}/edit: the map with its difficulty brought up to date, and what the map check finds now. */
export const mapCheckResponse = z.object({ map: ownMap, issues: z.array(mapIssue) });

export const MAP_SORTS = ['az', 'likes', 'plays'] as const;
export type MapSort = (typeof MAP_SORTS)[number];
export const MAP_PAGE_MAX = 50;
export const MAP_SEARCH_MAX = 100;

/**
 * GET /maps/all: case-insensitive substring search on the name, one of three orders, pages of at most 50; `include`
 * keeps the maps that have every one of its tags, `exclude` drops those with any of its tags (comma-separated ids).
 */
export const browseQuery = z.strictObject({
  search: text().trim().max(MAP_SEARCH_MAX).optional(),
  include: tagList(MAP_TAGS.length, 'MAP_TAGS_INVALID').optional(),
  exclude: tagList(MAP_TAGS.length, 'MAP_TAGS_INVALID').optional(),
  sort: z.enum(MAP_SORTS).default('likes'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAP_PAGE_MAX).default(20),
});
export type BrowseQuery = z.input<typeof browseQuery>;

export const browseMap = z.object({
  mapid: z.number().int(),
  name: z.string(),
  description: z.string(),
  mapImage: z.string().nullable(),
  difficulty: z.number().int(),
  likes: z.number().int(),
  num_players: z.number().int(),
  /** Its tags, in the list's order. */
  tags: z.array(z.enum(MAP_TAGS)),
  /** The creator, for the link to their profile. */
  username: z.string(),
  profile_image: z.string(),
  banner: z.string(),
  /** Whether the signed-in player likes it; false for visitors. */
  userHasLiked: z.boolean(),
  /** Whether signed-in creators other than its owner may copy it into their drafts (POST /maps/{mapId}/remix). */
  remixable: z.boolean(),
  /** Its origins, nearest first; empty for a map made from scratch. */
  credits: mapCredits,
});
export type BrowseMap = z.infer<typeof browseMap>;
export const browseResponse = z.object({
  maps: z.array(browseMap),
  /** Published maps matching the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BrowseResponse = z.infer<typeof browseResponse>;

export const likeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponse>;
export const playResponse = z.object({ num_players: z.number().int() });
export type PlayResponse = z.infer<typeof playResponse>;
