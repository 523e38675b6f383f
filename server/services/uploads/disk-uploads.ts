import { mkdirSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadBackend } from './upload-store';
import type { ImageKind } from './images';

/** DATA_DIR/uploads: map pictures at its top, item pictures in items/ (served at /uploads/... and /uploads/items/...). */
export function diskFolders(dataDir: string): Record<ImageKind, string> {
  const root = join(dataDir, 'uploads');
  return { map: root, item: join(root, 'items') };
}

/** The SQLite deployment's pictures: files in DATA_DIR/uploads, served from `root` as they are. */
export function diskUploads(dataDir: string): UploadBackend & { root: string } {
  const dirs = diskFolders(dataDir);
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true });
  return {
    root: dirs.map,
    write: (kind, fileName, bytes) => writeFile(join(dirs[kind], fileName), bytes, { flag: 'wx' }),
    delete: (kind, fileName) => rm(join(dirs[kind], fileName), { force: true }),
    bytes: (kind, fileName) =>
      readFile(join(dirs[kind], fileName)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      }),
  };
}
