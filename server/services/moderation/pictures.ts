import type { Kysely } from 'kysely';
import type { PictureTarget } from '@src/core/moderation';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { storedPictureOf } from '../../repositories/moderation/targets';
import type { UploadStore } from '../uploads/upload-store';

/**
 * The bytes of a map's or item's uploaded picture, hidden or not, for a moderator's queue (the route checks the role);
 * 404 PICTURE_NOT_FOUND when there is no such content or it has no uploaded picture.
 */
export async function moderatorPicture(
  db: Kysely<Database>,
  uploads: UploadStore,
  kind: PictureTarget,
  id: number,
): Promise<Buffer> {
  const name = await storedPictureOf(db, kind, id);
  const bytes = await uploads.bytes(kind === 'map' ? 'map' : 'item', name ?? null);
  if (!bytes) throw notFound('PICTURE_NOT_FOUND');
  return bytes;
}
