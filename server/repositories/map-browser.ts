import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { MAP_PAGE_MAX, type BrowseResponse, type MapSort } from '@src/contract/maps';
import type { MapTag } from '@src/core/map-tags';
import { compiledOnce, compiledPerLength } from '../db/compiled-once';
import type { Database } from '../db/schema';
import type { MapsTable } from '../db/schema-creators';
import { creditsOfMaps, creditView } from './map-credits';
import { tagsOfMaps } from './map-tags';
import { mapNameKey } from './maps';

type Db = Kysely<Database>;

/** What narrows the browser's list: a search of the name, tags a map must all have, tags it must have none of. */
export interface BrowseFilter {
  search?: string;
  include?: readonly MapTag[];
  exclude?: readonly MapTag[];
}

export interface BrowseRequest extends BrowseFilter {
  sort: MapSort;
  page: number;
  limit: number;
}

/** `%` and `_` typed in the search box are letters, not wildcards. */
const likePattern = (search: string) => `%${mapNameKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each order has a partial index on (published, key, mapid); mapid breaks ties so pages never overlap. */
const orders = {
  az: [
    ['m.name_key', 'asc'],
    ['m.mapid', 'asc'],
  ],
  likes: [
    ['m.likes', 'desc'],
    ['m.mapid', 'desc'],
  ],
  plays: [
    ['m.num_players', 'desc'],
    ['m.mapid', 'desc'],
  ],
} as const satisfies Record<MapSort, readonly (readonly [string, 'asc' | 'desc'])[]>;

/** A map of the browser as every viewer sees it (whether the viewer likes it is added per viewer: `likedAmong`). */
export type PublishedMap = Omit<BrowseResponse['maps'][number], 'userHasLiked'>;

/** Whether the filter narrows the list by more than the order's index can answer alone. */
export const isFiltered = ({ search, include = [], exclude = [] }: BrowseFilter) =>
  search !== undefined || include.length > 0 || exclude.length > 0;

/**
 * The published maps the browser lists, matching the filter. Each tag is one EXISTS (or NOT EXISTS) on `map_tags`,
 * answered by its primary key (mapid, tag) for each map the order's index walks: no query per row, no join that
 * repeats a map (migration 0019).
 */
function matchingMaps(db: Db, { search, include = [], exclude = [] }: BrowseFilter) {
  const pattern = search ? likePattern(search) : undefined;
  // A map with an owner is a creator's map (the built-in islands have none); the foreign key keeps the owner existing.
  let query = db
    .selectFrom('maps as m')
    .where('m.published', '=', 1)
    .where('m.owner_id', 'is not', null)
    .$if(pattern !== undefined, (qb) => qb.where(sql<SqlBool>`m.name_key like ${pattern} escape '\\'`));
  const tagged = (eb: ExpressionBuilder<Database & { m: MapsTable }, 'm'>, tag: MapTag) =>
    eb.exists(
      eb.selectFrom('map_tags as t').select('t.mapid').whereRef('t.mapid', '=', 'm.mapid').where('t.tag', '=', tag),
    );
  for (const tag of include) query = query.where((eb) => tagged(eb, tag));
  for (const tag of exclude) query = query.where((eb) => eb.not(tagged(eb, tag)));
  return query;
}

/**
 * One page of the map browser with each map's creator, in one query: the page's ids from an index, then the joins
 * for those 20 rows only.
 */
export async function publishedMapsPage(db: Db, request: BrowseRequest): Promise<PublishedMap[]> {
  const matching = matchingMaps(db, request);
  // The page's ids first, from the order's partial index alone (migration 0013): the offset steps over index entries,
  // not over map rows and their owners. Searching by likes or plays, the matching ids come from the name index.
  let ids = matching
    .$if(request.search !== undefined && request.sort !== 'az', (qb) =>
      qb.where('m.mapid', 'in', matching.select('m.mapid')),
    )
    .select('m.mapid');
  for (const [column, direction] of orders[request.sort]) ids = ids.orderBy(column, direction);
  ids = ids.limit(request.limit).offset((request.page - 1) * request.limit);

  let page = db
    .selectFrom('maps as m')
    .innerJoin('users as u', 'u.id', 'm.owner_id')
    // Players play the published version (docs/creators.md, "Versions"): its difficulty, not the draft's.
    .leftJoin('map_versions as v', 'v.id', 'm.published_version_id')
    .where('m.mapid', 'in', ids)
    .select((eb) => eb.fn.coalesce('v.difficulty', 'm.difficulty').as('difficulty'))
    .select(['m.mapid', 'm.name', 'm.description', 'm.image', 'm.likes', 'm.num_players', 'm.remixable'])
    .select(['u.username', 'u.profile_image', 'u.banner']);
  for (const [column, direction] of orders[request.sort]) page = page.orderBy(column, direction);
  const rows = await page.execute();
  // The page's tags and credits in one more query each for its (at most MAP_PAGE_MAX) maps.
  const pageIds = rows.map((row) => row.mapid);
  const [tags, credits] = await Promise.all([tagsOfMaps(db, pageIds), creditsOfMaps(db, pageIds)]);
  return rows.map(({ image, remixable, ...row }) => ({
    ...row,
    mapImage: image,
    tags: tags.get(row.mapid) ?? [],
    remixable: remixable === 1,
    credits: (credits.get(row.mapid) ?? []).map(creditView),
  }));
}

/** How many published maps match the filter (all of them without one): counted from an index, without the join. */
export async function countPublishedMaps(db: Db, filter: BrowseFilter): Promise<number> {
  const counted = await matchingMaps(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

/** The maps `userId` likes, at most `limit` of them. */
export async function likedMaps(db: Db, userId: number, limit: number): Promise<number[]> {
  const rows = await db.selectFrom('likes').select('mapid').where('user_id', '=', userId).limit(limit).execute();
  return rows.map((row) => row.mapid);
}

/** Which of a page's maps the user likes: one query compiled once per page size (at most MAP_PAGE_MAX of them). */
const likedAmongQuery = compiledPerLength(() =>
  compiledOnce((db, userId: number, ...mapIds: number[]) =>
    db.selectFrom('likes').select('mapid').where('user_id', '=', userId).where('mapid', 'in', mapIds),
  ),
);

/** Which of `mapIds` (a page of the browser: at most MAP_PAGE_MAX) the user likes. */
export async function likedAmong(db: Db, userId: number, mapIds: number[]): Promise<Set<number>> {
  if (mapIds.length === 0) return new Set();
  if (mapIds.length > MAP_PAGE_MAX) throw new Error(`likedAmong takes a page of at most ${MAP_PAGE_MAX} maps`);
  const { rows } = await likedAmongQuery(mapIds.length)(db, userId, ...mapIds);
  return new Set(rows.map((row) => row.mapid));
}
