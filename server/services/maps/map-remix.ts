import type { Kysely } from 'kysely';
import { creditChain } from '@src/core/map-credits';
import type { Database } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { creditsOfMaps } from '../../repositories/map-credits';
import { findMap } from '../../repositories/maps';
import { findUserById } from '../../repositories/users';
import type { UploadStore } from '../uploads/upload-store';
import { importMapFile, mapFileOf } from './map-files';
import { publishedFileContent } from './map-versions';

/*
 * Remix (docs/creators.md, "Remix"): another creator's published, remixable map copied into the caller's drafts. The
 * copy is the map's file (map-files.ts) imported as the caller's, so a remix and an import store exactly the same
 * things the same way, in one transaction; only the credits differ: the source first, then its own.
 */
type Db = Kysely<Database>;

/** The caller's new draft copied from map `mapid`; nothing is stored when the map may not be remixed. */
export async function remixMap(db: Db, uploads: UploadStore, userId: number, mapid: number) {
  const source = await findMap(db, mapid);
  if (!source) throw notFound('MAP_NOT_FOUND');
  // The built-in islands have no owner to allow it.
  if (source.owner_id === null) throw forbidden('MAP_NOT_REMIXABLE');
  // Someone else's draft is theirs alone: it does not exist for anybody else, as when playing it.
  if (!source.published && source.owner_id !== userId) throw notFound('MAP_NOT_FOUND');
  if (source.owner_id === userId) throw conflict('MAP_REMIX_OWN');
  const owner = await findUserById(db, source.owner_id);
  if (!owner || !source.remixable) throw forbidden('MAP_NOT_REMIXABLE');
  // What players play of it: its published version, never the draft its owner is editing.
  const content = await publishedFileContent(db, source);
  const [file, earlier] = await Promise.all([
    mapFileOf(db, uploads, source, content),
    creditsOfMaps(db, [source.mapid]),
  ]);
  const credits = creditChain(
    { mapId: source.mapid, title: source.name, creator: owner.username },
    earlier.get(source.mapid) ?? [],
  );
  return importMapFile(db, uploads, userId, file, credits);
}
