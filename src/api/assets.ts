import {
  MAP_THUMBNAIL_WIDTHS,
  STORED_PICTURE_NAME,
  mapThumbnailHeight,
  mapThumbnailName,
  type MapThumbnailFormat,
  type MapThumbnailWidth,
} from '@src/contract/map-thumbnails';

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

/** The generated default picture's size (public/assets/maps/default.webp), for the img's width and height. */
export const DEFAULT_MAP_IMAGE_SIZE = { width: 640, height: 360 } as const;

/** A map upload's card-sized thumbnails (src/contract/map-thumbnails.ts): a srcset of each format, and the img's src. */
export interface MapThumbnailSet {
  srcSet: Record<MapThumbnailFormat, string>;
  /** The largest WebP, read by every browser the game supports, and its size. */
  src: string;
  width: number;
  height: number;
}

const thumbnailUrl = (mapImage: string, width: MapThumbnailWidth, format: MapThumbnailFormat) =>
  `/uploads/thumbs/${mapThumbnailName(mapImage, width, format)}`;

/** The thumbnails the server makes of a map's upload; undefined when the picture is not an upload (none, a URL). */
export function mapThumbnails(mapImage: string | null): MapThumbnailSet | undefined {
  if (!mapImage || !STORED_PICTURE_NAME.test(mapImage)) return undefined;
  const srcSet = (format: MapThumbnailFormat) =>
    MAP_THUMBNAIL_WIDTHS.map((width) => `${thumbnailUrl(mapImage, width, format)} ${width}w`).join(', ');
  const largest = MAP_THUMBNAIL_WIDTHS[MAP_THUMBNAIL_WIDTHS.length - 1];
  return {
    srcSet: { avif: srcSet('avif'), webp: srcSet('webp') },
    src: thumbnailUrl(mapImage, largest, 'webp'),
    width: largest,
    height: mapThumbnailHeight(largest),
  };
}
