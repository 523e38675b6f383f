import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { copyUploadBlob, usedNamesNotStored } from '../../repositories/upload-blobs';
import { STORED_NAME } from './upload-store';
import { diskFolders } from './disk-uploads';

/** Names looked up at once: far below PostgreSQL's 65,535 parameters of one statement. */
const BATCH = 1000;

/**
 * Earlier versions kept the pictures in DATA_DIR/uploads on PostgreSQL too. At start, the ones this instance's disk
 * holds, a map or item still shows and the table does not hold are copied in (keeping their date), so an upgrade goes
 * on serving every picture; instances on other disks copy theirs. A picture removed since (its map deleted on another
 * instance) is never brought back. The files stay: delete them once every instance runs this version.
 * Answers how many were copied.
 */
export async function importDiskUploads(db: Kysely<Database>, dataDir: string): Promise<number> {
  let copied = 0;
  const folders = diskFolders(dataDir);
  for (const kind of ['map', 'item'] as const) {
    const dir = folders[kind];
    if (!existsSync(dir)) continue;
    const names = (await readdir(dir)).filter((name) => STORED_NAME.test(name));
    for (let start = 0; start < names.length; start += BATCH) {
      const batch = names.slice(start, start + BATCH);
      for (const name of await usedNamesNotStored(db, kind, batch)) {
        const path = join(dir, name);
        await copyUploadBlob(db, kind, name, await readFile(path), (await stat(path)).mtime);
        copied += 1;
      }
    }
  }
  return copied;
}
