/**
 * Card-sized copies of a map's uploaded picture (issue 30), served at /uploads/thumbs/{name}. The server makes them
 * and the browser names them, so the names are written once here. This module imports nothing, so the cards can use
 * it without pulling the schemas into the first page's bundle.
 *
 * A thumbnail is the picture cropped to the card's 16:9 frame (the centre, as the card's `object-fit: cover` shows it)
 * at a fixed width, so every thumbnail's size is known without asking the server: the cards give width and height.
 */

/** The name the upload store gives every picture it keeps (maps.image, objects.image). */
export const STORED_PICTURE_NAME = /^[0-9a-f]{32}\.webp$/;

/** Widths made of each picture: a card is 240–360 CSS pixels wide, so 400 serves 1×, 800 serves 2× screens. */
export const MAP_THUMBNAIL_WIDTHS = [400, 800] as const;
/** Best first: AVIF is a quarter smaller than WebP at the same look; every browser the game supports reads WebP. */
export const MAP_THUMBNAIL_FORMATS = ['avif', 'webp'] as const;

export type MapThumbnailWidth = (typeof MAP_THUMBNAIL_WIDTHS)[number];
export type MapThumbnailFormat = (typeof MAP_THUMBNAIL_FORMATS)[number];

export interface MapThumbnail {
  /** The stored picture it is made from. */
  source: string;
  width: MapThumbnailWidth;
  format: MapThumbnailFormat;
}

/** The card's frame: height of a thumbnail of the given width. */
export const mapThumbnailHeight = (width: number): number => Math.round((width * 9) / 16);

/** `<hex>.webp` at 400 pixels in AVIF is `<hex>-400.avif`. */
export const mapThumbnailName = (source: string, width: MapThumbnailWidth, format: MapThumbnailFormat): string =>
  `${source.slice(0, -'.webp'.length)}-${width}.${format}`;

const THUMBNAIL_NAME = new RegExp(
  `^([0-9a-f]{32})-(${MAP_THUMBNAIL_WIDTHS.join('|')})\\.(${MAP_THUMBNAIL_FORMATS.join('|')})$`,
);

/** What a thumbnail's name stands for, or undefined for any other text (never looked up). */
export function parseMapThumbnailName(name: string): MapThumbnail | undefined {
  const match = THUMBNAIL_NAME.exec(name);
  if (!match) return undefined;
  return {
    source: `${match[1]}.webp`,
    width: Number(match[2]) as MapThumbnailWidth,
    format: match[3] as MapThumbnailFormat,
  };
}

/** Every thumbnail of a stored picture. */
export const mapThumbnailsOf = (source: string): MapThumbnail[] =>
  MAP_THUMBNAIL_WIDTHS.flatMap((width) => MAP_THUMBNAIL_FORMATS.map((format) => ({ source, width, format })));
