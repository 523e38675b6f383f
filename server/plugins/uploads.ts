import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createReadStream, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createUploadStore, type UploadStore } from '../services/upload-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pictures sent with the map and item forms, re-encoded and kept under DATA_DIR/uploads. */
    uploads: UploadStore;
  }
}

/** History Mode's islands are maps 1 to 5; their pictures are the art pipeline's, not uploads. */
const ISLAND_COUNT = 5;
const DAY_SECONDS = 24 * 60 * 60;

/** Never let a browser guess another type for a file someone uploaded. */
const NO_SNIFF = ['x-content-type-options', 'nosniff'] as const;

/**
 * Multipart forms, the upload store, and the pictures at the spec's paths: /uploads/{file} (maps),
 * /uploads/items/{file} (items), /uploads/1.jpeg … /uploads/5.jpeg (the islands).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance, opts: { dataDir: string; clientDir: string }) => {
  // Multipart bodies are read only by services/multipart-form.ts, which sets the limits of each read.
  await app.register(multipart);
  const store = createUploadStore(opts.dataDir);
  app.decorate('uploads', store);

  await app.register(fastifyStatic, {
    root: store.root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Stored names are random and never reused, so a file at a URL never changes.
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header(...NO_SNIFF);
    },
  });

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
