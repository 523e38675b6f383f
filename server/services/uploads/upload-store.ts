import { randomBytes } from 'node:crypto';
import { reencodeImage, type ImageKind } from './images';

/** Names this store gives; anything else (the islands' 1.jpeg, a path, junk from a URL) is never looked up or removed. */
export const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

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
}

export interface UploadStore {
  /**
   * Re-encodes the picture, stores it under a new random name and runs `use` with that name; if `use` fails the
   * picture is removed again, so a refused change leaves nothing behind.
   */
  withStoredImage<T>(
    kind: ImageKind,
    bytes: Buffer | undefined,
    use: (fileName: string | undefined) => Promise<T>,
  ): Promise<T>;
  /** Deletes a picture that is no longer used; a missing one is fine. */
  remove(kind: ImageKind, fileName: string | null | undefined): Promise<void>;
}

export function createUploadStore(backend: UploadBackend): UploadStore {
  const remove = async (kind: ImageKind, fileName: string | null | undefined) => {
    if (fileName && STORED_NAME.test(fileName)) await backend.delete(kind, fileName);
  };

  return {
    remove,
    async withStoredImage(kind, bytes, use) {
      if (!bytes) return use(undefined);
      const encoded = await reencodeImage(bytes, kind);
      const fileName = `${randomBytes(16).toString('hex')}.webp`;
      await backend.write(kind, fileName, encoded);
      try {
        return await use(fileName);
      } catch (error) {
        await remove(kind, fileName);
        throw error;
      }
    },
  };
}
