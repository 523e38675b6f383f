import type { BrowseMap, BrowseResponse } from '@src/contract/maps';
import type { Reply } from './fake-api';

/** A community map of Online Mode as GET /maps/all lists it: luis's, made from scratch; `extra` changes any field. */
export function browseMap(mapid: number, name: string, extra: Partial<BrowseMap> = {}): BrowseMap {
  return {
    mapid,
    name,
    description: `Sobre ${name}`,
    mapImage: null,
    difficulty: 4,
    likes: 7,
    num_players: 31,
    tags: [],
    username: 'luis',
    profile_image: 'pic-02.webp',
    banner: 'banner-01.webp',
    userHasLiked: false,
    remixable: false,
    credits: [],
    ...extra,
  };
}

/** GET /maps/all's answer: page `pageNumber` (of 12 maps) holding `maps`, of `total` in all. */
export const browsePage = (maps: BrowseMap[], total = maps.length, pageNumber = 1): Reply => ({
  status: 200,
  body: { maps, total, page: pageNumber, pageSize: 12 } satisfies BrowseResponse,
});
