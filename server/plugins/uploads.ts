import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createUploadStore, type UploadStore } from '../services/uploads/upload-store';
import { databaseUploads } from '../services/uploads/database-uploads';
import { diskUploads } from '../services/uploads/disk-uploads';
import { importDiskUploads } from '../services/uploads/import-disk-uploads';
import { databaseThumbnails } from '../services/uploads/database-thumbnails';
import { diskThumbnails } from '../services/uploads/disk-thumbnails';
import { createMapThumbnails } from '../services/uploads/map-thumbnails';
import { isHiddenPicture } from '../repositories/moderation/targets';
import {
  NO_SNIFF,
  refuseHiddenPictures,
  serveMapThumbnails,
  serveUploadsFromDatabase,
  serveUploadsFromDisk,
} from './upload-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pictures sent with the map and item forms, re-encoded and kept in PostgreSQL or under DATA_DIR/uploads. */
    uploads: UploadStore;
  }
}

/** History Mode's islands are maps 1 to 5; their pictures are the art pipeline's, not uploads. */
const ISLAND_COUNT = 5;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Multipart forms, the upload store, and the pictures at the spec's paths: /uploads/{file} (maps),
 * /uploads/items/{file} (items), /uploads/1.jpeg … /uploads/5.jpeg (the islands), and the map pictures' card-sized
 * thumbnails at /uploads/thumbs/{file} (issue 30). The store follows the database:
 * PostgreSQL keeps the pictures in its `upload_blobs` table (several machines, no shared disk), SQLite in DATA_DIR.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { dataDir: string; clientDir: string }) => {
  // Multipart bodies are read only by services/multipart-form.ts, which sets the limits of each read.
  await app.register(multipart);
  refuseHiddenPictures(app, (kind, name) => isHiddenPicture(app.db.kysely, kind, name));
  if (app.db.dialect === 'postgres') {
    const backend = databaseUploads(app.db.kysely);
    const copied = await importDiskUploads(app.db.kysely, opts.dataDir);
    if (copied > 0) app.log.info({ copied }, 'pictures of DATA_DIR/uploads copied into PostgreSQL');
    const thumbnails = createMapThumbnails(databaseThumbnails(app.db.kysely), (name) => backend.bytes('map', name));
    app.decorate('uploads', createUploadStore(backend, thumbnails));
    serveUploadsFromDatabase(app, backend.read);
    serveMapThumbnails(app, thumbnails);
  } else {
    const backend = diskUploads(opts.dataDir);
    const thumbnails = createMapThumbnails(diskThumbnails(opts.dataDir), (name) => backend.bytes('map', name));
    app.decorate('uploads', createUploadStore(backend, thumbnails));
    await serveUploadsFromDisk(app, backend.root);
    serveMapThumbnails(app, thumbnails);
  }

  // The client build copies public/ into its output; the source folder serves while no build exists (development).
  const islandDirs = [join(opts.clientDir, 'assets', 'islands'), resolve('public', 'assets', 'islands')];
  const sendIsland = (reply: FastifyReply, file: string) => {
    const found = islandDirs.map((dir) => join(dir, file)).find((path) => existsSync(path));
    if (!found) return reply.callNotFound();
    return reply
      .type('image/jpeg')
      .header('cache-control', `public, max-age=${DAY_SECONDS}`)
      .header(...NO_SNIFF)
      .send(createReadStream(found));
  };
  for (let island = 1; island <= ISLAND_COUNT; island++) {
    const file = `${island}.jpeg`;
    app.get(`/uploads/${file}`, { schema: { hide: true } }, (_request, reply) => sendIsland(reply, file));
  }
});
