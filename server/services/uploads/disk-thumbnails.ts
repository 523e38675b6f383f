import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mapThumbnailName, mapThumbnailsOf } from '@src/contract/map-thumbnails';
import type { ThumbnailBackend } from './map-thumbnails';

/** The SQLite deployment's thumbnails: files in DATA_DIR/uploads/thumbs, served at /uploads/thumbs/{name}. */
export function diskThumbnails(dataDir: string): ThumbnailBackend {
  const dir = join(dataDir, 'uploads', 'thumbs');
  mkdirSync(dir, { recursive: true });
  return {
    async read(name) {
      const file = await open(join(dir, name)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!file) return undefined;
      try {
        const [content, stats] = await Promise.all([file.readFile(), file.stat()]);
        return { content, storedAt: stats.mtime };
      } finally {
        await file.close();
      }
    },
    async write(_thumbnail, name, bytes) {
      // Written aside and renamed into place, so a reader never sees half a file and a second writer replaces the
      // first one's file with the same bytes. The folder is made again if an operator removed it (docs/operations.md).
      await mkdir(dir, { recursive: true });
      const aside = join(dir, `${name}.${randomBytes(6).toString('hex')}.part`);
      await writeFile(aside, bytes);
      await rename(aside, join(dir, name));
      return true;
    },
    async removeOf(source) {
      await Promise.all(
        mapThumbnailsOf(source).map((t) => rm(join(dir, mapThumbnailName(source, t.width, t.format)), { force: true })),
      );
    },
  };
}
