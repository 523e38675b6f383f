import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findUploadThumbnail, insertUploadThumbnail } from '../../repositories/upload-thumbnails';
import type { ThumbnailBackend } from './map-thumbnails';

/** The PostgreSQL deployment's thumbnails: rows of `upload_thumbnails`, which every instance reads. */
export function databaseThumbnails(db: Kysely<Database>): ThumbnailBackend {
  return {
    async read(name) {
      const row = await findUploadThumbnail(db, name);
      return row && { content: row.content, storedAt: new Date(row.created_at) };
    },
    write: (thumbnail, name, bytes) => insertUploadThumbnail(db, thumbnail.source, name, bytes),
    // The foreign key's ON DELETE CASCADE removed them with the picture's row (migration 0023).
    removeOf: async () => undefined,
  };
}
