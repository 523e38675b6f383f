import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { reencodeImage, type ImageKind } from './uploads/images';

/** Names this store gives; anything else (the islands' 1.jpeg, a path) is never touched by `remove`. */
const STORED_NAME = /^[0-9a-f]{32}\.webp$/;

export interface UploadStore {
  /** DATA_DIR/uploads: map pictures at its top, item pictures in items/ (served at /uploads/... and /uploads/items/...). */
  readonly root: string;
  /**
   * Re-encodes the picture, stores it under a new random name and runs `use` with that name; if `use` fails the
   * file is removed again, so a refused change leaves nothing behind.
   */
  withStoredImage<T>(
    kind: ImageKind,
    bytes: Buffer | undefined,
    use: (fileName: string | undefined) => Promise<T>,
  ): Promise<T>;
  /** Deletes a picture that is no longer used; a missing file is fine. */
  remove(kind: ImageKind, fileName: string | null | undefined): Promise<void>;
}

export function createUploadStore(dataDir: string): UploadStore {
  const root = join(dataDir, 'uploads');
  const dirs: Record<ImageKind, string> = { map: root, item: join(root, 'items') };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });

  const remove = async (kind: ImageKind, fileName: string | null | undefined) => {
    if (fileName && STORED_NAME.test(fileName)) await rm(join(dirs[kind], fileName), { force: true });
  };

  return {
    root,
    remove,
    async withStoredImage(kind, bytes, use) {
      if (!bytes) return use(undefined);
      const encoded = await reencodeImage(bytes, kind);
      const fileName = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(dirs[kind], fileName), encoded, { flag: 'wx' });
      try {
        return await use(fileName);
      } catch (error) {
        await remove(kind, fileName);
        throw error;
      }
    },
  };
}
