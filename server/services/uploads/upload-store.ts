import { randomBytes } from 'node:crypto';
import { STORED_PICTURE_NAME } from '@src/contract/map-thumbnails';
import { reencodeImage, type ImageKind } from './images';
import type { MapThumbnails } from './map-thumbnails';

/** Names this store gives; anything else (the islands' 1.jpeg, a path, junk from a URL) is never looked up or removed. */
export const STORED_NAME = STORED_PICTURE_NAME;

/**
 * Where the re-encoded pictures are kept, chosen at start by the database: files in DATA_DIR/uploads with SQLite
 * (services/uploads/disk-uploads.ts), rows of `upload_blobs` with PostgreSQL (services/uploads/database-uploads.ts),
 * so instances on several machines need no shared disk.
 */
export interface UploadBackend {
  /** Keeps new bytes under a new name; fails rather than overwrite a name already taken. */
  write(kind: ImageKind, fileName: string, bytes: Buffer): Promise<void>;
  /** Forgets a stored name; a missing one is fine. */
  delete(kind: ImageKind, fileName: string): Promise<void>;
  /** The bytes stored under a name, or undefined. */
  bytes(kind: ImageKind, fileName: string): Promise<Buffer | undefined>;
}

/** A picture to store, and the request field to name when it is refused. */
export interface PictureToStore {
  readonly kind: ImageKind;
  readonly bytes: Buffer;
  readonly field: string;
}

export interface UploadStore {
  /**
   * Re-encodes the picture, stores it under a new random name (a map's with its thumbnails) and runs `use` with that name; if `use` fails the
   * picture is removed again, so a refused change leaves nothing behind.
   */
  withStoredImage<T>(
    kind: ImageKind,
    bytes: Buffer | undefined,
    use: (fileName: string | undefined) => Promise<T>,
  ): Promise<T>;
  /**
   * The same for several pictures (a map file's): every one is checked and stored before `use` runs with their names,
   * in order; a refused picture or a failed `use` removes all of them.
   */
  withStoredImages<T>(pictures: readonly PictureToStore[], use: (fileNames: string[]) => Promise<T>): Promise<T>;
  /** Deletes a picture that is no longer used, and a map picture's thumbnails; a missing one is fine. */
  remove(kind: ImageKind, fileName: string | null | undefined): Promise<void>;
  /** The bytes of a picture this store gave a name to, or undefined (a built-in island's, a missing one). */
  bytes(kind: ImageKind, fileName: string | null): Promise<Buffer | undefined>;
}

export function createUploadStore(backend: UploadBackend, thumbnails: MapThumbnails): UploadStore {
  const remove = async (kind: ImageKind, fileName: string | null | undefined) => {
    if (!fileName || !STORED_NAME.test(fileName)) return;
    // The picture first: from then on no thumbnail of it can be made again.
    await backend.delete(kind, fileName);
    if (kind === 'map') await thumbnails.removeOf(fileName);
  };

  const withStoredImages: UploadStore['withStoredImages'] = async (pictures, use) => {
    const stored: { kind: ImageKind; fileName: string }[] = [];
    try {
      for (const picture of pictures) {
        const encoded = await reencodeImage(picture.bytes, picture.kind, picture.field);
        const fileName = `${randomBytes(16).toString('hex')}.webp`;
        await backend.write(picture.kind, fileName, encoded);
        stored.push({ kind: picture.kind, fileName });
        if (picture.kind === 'map') await thumbnails.makeAll(fileName, encoded);
      }
      return await use(stored.map((picture) => picture.fileName));
    } catch (error) {
      for (const picture of stored) await remove(picture.kind, picture.fileName);
      throw error;
    }
  };

  return {
    remove,
    withStoredImages,
    withStoredImage: (kind, bytes, use) =>
      bytes ? withStoredImages([{ kind, bytes, field: 'image' }], ([fileName]) => use(fileName)) : use(undefined),
    bytes: async (kind, fileName) =>
      fileName && STORED_NAME.test(fileName) ? backend.bytes(kind, fileName) : undefined,
  };
}
