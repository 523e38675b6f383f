import { sql, type Kysely, type SqlBool } from 'kysely';
import type { BrowseResponse, MapSort } from '@src/contract/maps';
import type { Database } from '../db/schema';
import type { BrowseTotal } from '../services/maps/browse-total';
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

/**
 * One page of the map browser: published maps with their creator and whether `viewerId` likes each, in one query
 * (the page's ids from an index, then joins and an EXISTS per row, no query per map), plus one count of everything
 * matching, read from an index.
 */
export async function browsePublishedMaps(
  db: Db,
  request: BrowseRequest,
  viewerId: number | undefined,
  totalWithoutSearch: BrowseTotal,
): Promise<BrowseResponse> {
  const search = request.search ? likePattern(request.search) : undefined;
  // A map with an owner is a creator's map (the built-in islands have none); the foreign key keeps the owner existing.
  const matching = db
    .selectFrom('maps as m')
    .where('m.published', '=', 1)
    .where('m.owner_id', 'is not', null)
    .$if(search !== undefined, (qb) => qb.where(sql<SqlBool>`m.name_key like ${search} escape '\\'`));

  // The page's ids first, from the order's partial index alone (migration 0013): the offset steps over index entries,
  // not over map rows and their owners. Searching by likes or plays, the matching ids come from the name index.
  let ids = matching
    .$if(search !== undefined && request.sort !== 'az', (qb) => qb.where('m.mapid', 'in', matching.select('m.mapid')))
    .select('m.mapid');
  for (const [column, direction] of orders[request.sort]) ids = ids.orderBy(column, direction);
  ids = ids.limit(request.limit).offset((request.page - 1) * request.limit);

  let page = db
    .selectFrom('maps as m')
    .innerJoin('users as u', 'u.id', 'm.owner_id')
    .where('m.mapid', 'in', ids)
    .select(['m.mapid', 'm.name', 'm.description', 'm.image', 'm.difficulty', 'm.likes', 'm.num_players'])
    .select(['u.username', 'u.profile_image', 'u.banner'])
    .select((eb) =>
      viewerId === undefined
        ? sql<SqlBool>`0`.as('liked')
        : eb
            .exists(
              eb
                .selectFrom('likes as l')
                .select('l.mapid')
                .whereRef('l.mapid', '=', 'm.mapid')
                .where('l.user_id', '=', viewerId),
            )
            .as('liked'),
    );
  for (const [column, direction] of orders[request.sort]) page = page.orderBy(column, direction);
  const rows = await page.execute();
  // Counted without the join: the partial name index answers it alone (migration 0013).
  const count = async () =>
    Number((await matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()).total);
  const total = search === undefined ? await totalWithoutSearch.get(count) : await count();

  return {
    maps: rows.map(({ image, liked, ...row }) => ({ ...row, mapImage: image, userHasLiked: Boolean(liked) })),
    total,
    page: request.page,
    pageSize: request.limit,
  };
}
