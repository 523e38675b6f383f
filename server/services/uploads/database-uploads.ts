import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { deleteUploadBlob, findUploadBlob, insertUploadBlob } from '../../repositories/upload-blobs';
import { STORED_NAME, type UploadBackend } from './upload-store';
import type { ImageKind } from './images';

export interface StoredPicture {
  content: Buffer;
  storedAt: Date;
}

/**
 * The PostgreSQL deployment's pictures: rows of `upload_blobs`, which every instance on the database reads, so an
 * upload received by one machine is served by all of them without a shared disk.
 */
export function databaseUploads(db: Kysely<Database>): UploadBackend & {
  /** The picture stored under a name, or undefined; a name this store never gives is not even looked up. */
  read(kind: ImageKind, fileName: string): Promise<StoredPicture | undefined>;
} {
  const read = async (kind: ImageKind, fileName: string) => {
    if (!STORED_NAME.test(fileName)) return undefined;
    const row = await findUploadBlob(db, kind, fileName);
    return row && { content: row.content, storedAt: new Date(row.created_at) };
  };
  return {
    write: (kind, fileName, bytes) => insertUploadBlob(db, kind, fileName, bytes),
    delete: (kind, fileName) => deleteUploadBlob(db, kind, fileName),
    read,
    bytes: async (kind, fileName) => (await read(kind, fileName))?.content,
  };
}
