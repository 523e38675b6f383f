import type { Metadata } from 'sharp';
import { IMAGE_BYTES_MAX } from '@src/contract/creator-limits';
import { AppError, badRequest } from '../../errors';
import { onFirstUse } from '../../lib/on-first-use';

/** Upload limits (docs/architecture.md, "Security"): bytes of the file sent (IMAGE_BYTES_MAX), pixels on each side. */
export { IMAGE_BYTES_MAX };
export const IMAGE_SIDE_MAX = 4096;

export type ImageKind = 'map' | 'item';

/** The largest side kept: map covers fill a card or a loading screen, item pictures a small tile. */
const OUTPUT_SIDE: Record<ImageKind, number> = { map: 1600, item: 512 };
const WEBP_QUALITY = 82;

type AllowedFormat = 'jpeg' | 'png' | 'webp';

/** sharp (libvips) is loaded with the first upload, not on every start (docs/performance.md, "Start and memory"). */
export const loadSharp = onFirstUse(() =>
  import('sharp').then(({ default: sharp }) => {
    // libvips keeps the results of recent operations (up to 50 MB, 100 operations, 20 open files) in case the same one
    // comes again. Every upload is a different picture re-encoded once, so the cache never hits: it only held memory,
    // which the soak saw the server keep after the uploads stopped (docs/performance.md, "Soak").
    sharp.cache(false);
    return sharp;
  }),
);

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The allowed format the bytes really are, by their magic numbers; the file name and declared type are ignored, so
 * an SVG or HTML page named .png never reaches the decoder (which would read SVG).
 */
export function sniffImageFormat(bytes: Buffer): AllowedFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

/**
 * What this function itself would store: a still WebP within the kind's size that carries no metadata. Such a
 * picture is kept byte for byte (once it decodes in full), so a picture exported with a map file and imported again
 * comes back identical instead of losing quality at each round trip.
 */
const isAsStored = (metadata: Metadata, kind: ImageKind) =>
  metadata.format === 'webp' &&
  (metadata.pages ?? 1) === 1 &&
  !metadata.exif &&
  !metadata.icc &&
  !metadata.xmp &&
  !metadata.iptc &&
  (metadata.orientation ?? 1) === 1 &&
  metadata.width! <= OUTPUT_SIDE[kind] &&
  metadata.height! <= OUTPUT_SIDE[kind];

/**
 * Checks an uploaded picture and re-encodes it as WebP: turned upright, shrunk to the kind's size, every metadata
 * block (EXIF, GPS, ICC, XMP) dropped. Only such bytes are ever stored or served.
 */
export async function reencodeImage(bytes: Buffer, kind: ImageKind, field = 'image'): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw new AppError(415, 'IMAGE_TYPE_UNSUPPORTED', field);
  const sharp = await loadSharp();
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata || metadata.format !== format || !metadata.width || !metadata.height)
    throw badRequest('IMAGE_INVALID', field);
  if (metadata.width > IMAGE_SIDE_MAX || metadata.height > IMAGE_SIDE_MAX)
    throw badRequest('IMAGE_TOO_MANY_PIXELS', field);
  const side = OUTPUT_SIDE[kind];
  // failOn 'warning' turns a truncated or corrupt file into an error instead of a half-grey picture.
  const decoder = sharp(bytes, { limitInputPixels: IMAGE_SIDE_MAX * IMAGE_SIDE_MAX, failOn: 'warning' });
  try {
    if (isAsStored(metadata, kind)) {
      await decoder.raw().toBuffer();
      return bytes;
    }
    return await decoder
      .autoOrient()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw badRequest('IMAGE_INVALID', field);
  }
}
