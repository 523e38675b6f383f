import { sql, type Kysely, type SqlBool } from 'kysely';
import { MAP_PAGE_MAX, type BrowseResponse, type MapSort } from '@src/contract/maps';
import { compiledOnce } from '../db/compiled-once';
import type { Database } from '../db/schema';
import { mapNameKey } from './maps';

type Db = Kysely<Database>;

export interface BrowseRequest {
  search?: string;
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

/** The published maps the browser lists, matching the search when there is one. */
function matchingMaps(db: Db, search: string | undefined) {
  const pattern = search ? likePattern(search) : undefined;
  // A map with an owner is a creator's map (the built-in islands have none); the foreign key keeps the owner existing.
  return db
    .selectFrom('maps as m')
    .where('m.published', '=', 1)
    .where('m.owner_id', 'is not', null)
    .$if(pattern !== undefined, (qb) => qb.where(sql<SqlBool>`m.name_key like ${pattern} escape '\\'`));
}

/**
 * One page of the map browser with each map's creator, in one query: the page's ids from an index, then the joins
 * for those 20 rows only.
 */
export async function publishedMapsPage(db: Db, request: BrowseRequest): Promise<PublishedMap[]> {
  const matching = matchingMaps(db, request.search);
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
    .where('m.mapid', 'in', ids)
    .select(['m.mapid', 'm.name', 'm.description', 'm.image', 'm.difficulty', 'm.likes', 'm.num_players'])
    .select(['u.username', 'u.profile_image', 'u.banner']);
  for (const [column, direction] of orders[request.sort]) page = page.orderBy(column, direction);
  return (await page.execute()).map(({ image, ...row }) => ({ ...row, mapImage: image }));
}

/** How many published maps match the search (all of them without one): counted from an index, without the join. */
export async function countPublishedMaps(db: Db, search: string | undefined): Promise<number> {
  const counted = await matchingMaps(db, search)
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
const likedAmongQueries = new Map<number, ReturnType<typeof likedAmongQuery>>();

const likedAmongQuery = () =>
  compiledOnce((db, userId: number, ...mapIds: number[]) =>
    db.selectFrom('likes').select('mapid').where('user_id', '=', userId).where('mapid', 'in', mapIds),
  );

/** Which of `mapIds` (a page of the browser: at most MAP_PAGE_MAX) the user likes. */
export async function likedAmong(db: Db, userId: number, mapIds: number[]): Promise<Set<number>> {
  if (mapIds.length === 0) return new Set();
  if (mapIds.length > MAP_PAGE_MAX) throw new Error(`likedAmong takes a page of at most ${MAP_PAGE_MAX} maps`);
  let query = likedAmongQueries.get(mapIds.length);
  if (!query) likedAmongQueries.set(mapIds.length, (query = likedAmongQuery()));
  const { rows } = await query(db, userId, ...mapIds);
  return new Set(rows.map((row) => row.mapid));
}
