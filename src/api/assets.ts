/** Where the server serves pictures (spec section 7, Images). Absolute URLs (e.g. a Google avatar) pass through. */
const under = (folder: string) => (name: string) =>
  /^(https?:)?\/\//.test(name) || name.startsWith('/') ? name : `${folder}/${name}`;

export const bannerUrl = under('/assets/banners');
export const profilePicUrl = under('/assets/profile-pics');
export const mapImageUrl = under('/uploads');

/**
 * The one picture of a map without its own (the image is optional when a map is made): the generated treasure map.
 * Online Mode's cards, the map creator, the profile's maps and the game's backdrop all show it.
 */
export const DEFAULT_MAP_IMAGE = '/assets/maps/default.webp';

/** The picture of a map: its upload under /uploads, or the default. */
export const mapPictureUrl = (mapImage: string | null): string =>
  mapImage ? mapImageUrl(mapImage) : DEFAULT_MAP_IMAGE;
