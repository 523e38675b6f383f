import type { Kysely } from 'kysely';
import { browseMap } from '@src/contract/maps';
import type { Database } from '../../db/schema';
import {
  countPublishedMaps,
  isFiltered,
  likedAmong,
  likedMaps,
  publishedMapsPage,
  type BrowseRequest,
  type PublishedMap,
} from '../../repositories/map-browser';
import { closedWith, openingOf } from '../../lib/json-openings';
import { keptIds, type PlayerMemory } from '../../lib/player-memory';
import { ShortMemory } from '../../lib/short-memory';

/** How long a server answers the browser's total without a search from memory; another server's change shows within it. */
export const BROWSE_TOTAL_TTL_MS = 2000;
/** How long a server shows a page of the browser from memory; another server's change shows within it. */
export const BROWSE_PAGE_TTL_MS = 1000;
/** Pages kept: every order's first pages and the searches of the moment. */
const PAGES_KEPT = 200;

/** A map as the contract lists it, without its viewer's like: what every viewer of a page shares. */
const sharedMap = browseMap.omit({ userHasLiked: true });

/** A page as its viewers share it: each map checked against the contract and serialised once (lib/json-openings.ts). */
interface SharedPage {
  ids: number[];
  /** Each map's JSON without its closing brace. */
  openings: string[];
}

function sharePage(maps: PublishedMap[]): SharedPage {
  return {
    ids: maps.map((map) => map.mapid),
    openings: maps.map((map) => openingOf(sharedMap.parse(map))),
  };
}

/**
 * What the map browser remembers for a moment on this server (lib/short-memory.ts): its pages, the same for
 * every viewer, and the total without a search (counting walks one index entry per published map, about half a page's
 * time at 10,000 maps; docs/performance.md). Signed-in players share the pages too: whether they like each map comes
 * from their likes in the player memory, or one indexed query for the page's 20 maps where that is not kept.
 */
export class BrowseMemory {
  readonly pages = new ShortMemory<SharedPage>({ ttlMs: BROWSE_PAGE_TTL_MS, maxKeys: PAGES_KEPT });
  readonly total = new ShortMemory<number>({ ttlMs: BROWSE_TOTAL_TTL_MS, maxKeys: 1 });

  /** Where each player's likes are kept (SQLite), or undefined: then a page's are read per call. */
  constructor(readonly players: PlayerMemory | undefined) {}

  forget(): void {
    this.pages.forget();
    this.total.forget();
  }
}

/** Which of a page's maps the viewer likes: from all their likes where they are kept, else read for the page. */
async function likedOnPage(
  db: Kysely<Database>,
  memory: BrowseMemory,
  viewerId: number,
  ids: number[],
): Promise<ReadonlySet<number>> {
  const all = await keptIds(memory.players?.likedMaps, viewerId, (limit) => likedMaps(db, viewerId, limit));
  return all ?? likedAmong(db, viewerId, ids);
}

/**
 * One page of the map browser for `viewerId` (undefined for a visitor, who likes nothing), as the UTF-8 JSON of the
 * contract's `browseResponse`: the page's maps were checked and serialised when it was read (`sharePage`).
 */
export async function browseAnswer(
  db: Kysely<Database>,
  memory: BrowseMemory,
  request: BrowseRequest,
  viewerId: number | undefined,
): Promise<Buffer> {
  const { search, include = [], exclude = [], sort, page, limit } = request;
  // The tags are part of the key (in the list's order, as the contract reads them): a filtered page is its own page.
  const key = JSON.stringify([sort, page, limit, search ?? null, include, exclude]);
  const shared = await memory.pages.get(key, async () => sharePage(await publishedMapsPage(db, request)));
  // A filtered total is counted with it: remembering each would keep many keys for little.
  const total = isFiltered(request)
    ? await countPublishedMaps(db, request)
    : await memory.total.get('all', () => countPublishedMaps(db, {}));
  const liked = viewerId === undefined ? new Set<number>() : await likedOnPage(db, memory, viewerId, shared.ids);
  const maps = closedWith(shared.openings, 'userHasLiked', (i) => liked.has(shared.ids[i]));
  return Buffer.from(`{"maps":[${maps}],"total":${total},"page":${page},"pageSize":${limit}}`);
}
