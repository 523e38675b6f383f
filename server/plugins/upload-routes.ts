import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImageKind } from '../services/uploads/images';
import type { StoredPicture } from '../services/uploads/database-uploads';
import type { MapThumbnails } from '../services/uploads/map-thumbnails';
import { THUMBNAIL_TYPES } from '../services/uploads/thumbnail-image';
import { parseMapThumbnailName } from '@src/contract/map-thumbnails';

/** Never let a browser guess another type for a file someone uploaded. */
export const NO_SNIFF = ['x-content-type-options', 'nosniff'] as const;
/** Stored names are random and never reused, so the picture at a URL never changes. */
const IMMUTABLE = ['cache-control', 'public, max-age=31536000, immutable'] as const;

/** SQLite: the files of DATA_DIR/uploads as they are, with @fastify/static's ETag, Last-Modified and ranges. */
export async function serveUploadsFromDisk(app: FastifyInstance, root: string) {
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header(...IMMUTABLE);
      reply.header(...NO_SNIFF);
    },
  });
}

type ReadPicture = (kind: ImageKind, fileName: string) => Promise<StoredPicture | undefined>;

/**
 * A stored picture with the caching headers every upload URL gives: immutable, an ETag and Last-Modified, and a 304
 * when the browser's copy is current. `tag` is unique to the bytes (a random name, or a name derived from one).
 */
function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: StoredPicture | undefined,
  tag: string,
  type: string,
) {
  if (!picture) return reply.callNotFound();
  const etag = `"${tag}"`;
  reply
    .header('etag', etag)
    .header('last-modified', picture.storedAt.toUTCString())
    .header(...IMMUTABLE)
    .header(...NO_SNIFF);
  if (isFresh(request, etag, picture.storedAt)) return reply.status(304).send();
  return reply.type(type).send(picture.content);
}

/**
 * PostgreSQL: the rows of `upload_blobs` at the same URLs and with the same caching headers as the files. The ETag is
 * the random name itself (strong: the bytes under a name never change), so every instance gives the same one.
 */
export function serveUploadsFromDatabase(app: FastifyInstance, read: ReadPicture) {
  const send = async (kind: ImageKind, fileName: string, request: FastifyRequest, reply: FastifyReply) =>
    sendPicture(request, reply, await read(kind, fileName), fileName.slice(0, -'.webp'.length), 'image/webp');
  const hidden = { schema: { hide: true } };
  app.get<{ Params: { file: string } }>('/uploads/:file', hidden, (request, reply) =>
    send('map', request.params.file, request, reply),
  );
  app.get<{ Params: { file: string } }>('/uploads/items/:file', hidden, (request, reply) =>
    send('item', request.params.file, request, reply),
  );
}

/**
 * Both databases: the cards' thumbnails at /uploads/thumbs/{name} (src/contract/map-thumbnails.ts), made on this
 * request if their picture was stored before thumbnails existed. Immutable like the pictures: a thumbnail depends
 * only on its picture, and the format is in the name, so no `Vary: Accept` is needed.
 */
export function serveMapThumbnails(app: FastifyInstance, thumbnails: MapThumbnails) {
  app.get<{ Params: { file: string } }>('/uploads/thumbs/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params;
    const stored = await thumbnails.read(file);
    if (!stored) return reply.callNotFound();
    return sendPicture(request, reply, stored, file.replace('.', '-'), THUMBNAIL_TYPES[stored.thumbnail.format]);
  });
}

/** RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since; a weak comparison is right for a GET. */
function isFresh(request: FastifyRequest, etag: string, storedAt: Date): boolean {
  const noneMatch = request.headers['if-none-match'];
  if (noneMatch !== undefined) {
    return noneMatch
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .some((tag) => tag === etag || tag === '*');
  }
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  // HTTP dates have whole seconds: the stored time counts as unchanged within its second.
  return !Number.isNaN(since) && Math.floor(storedAt.getTime() / 1000) * 1000 <= since;
}

/** A stored picture's address: /uploads/{name} (maps) or /uploads/items/{name}, names as the store makes them. */
const STORED_PICTURE = /^\/uploads\/(items\/)?([0-9a-f]{32}\.webp)(?:\?|$)/;
const THUMBNAIL_PREFIX = '/uploads/thumbs/';

/** The stored picture a request shows, itself or as a thumbnail, or null for any other address. */
function pictureShown(url: string): { kind: ImageKind; fileName: string } | null {
  const stored = STORED_PICTURE.exec(url);
  if (stored) return { kind: stored[1] ? 'item' : 'map', fileName: stored[2] };
  if (!url.startsWith(THUMBNAIL_PREFIX)) return null;
  const thumbnail = parseMapThumbnailName(url.slice(THUMBNAIL_PREFIX.length).split('?')[0]);
  return thumbnail ? { kind: 'map', fileName: thumbnail.source } : null;
}

/**
 * Pictures of content a moderator hid, and their thumbnails, answer 404 to everyone (docs/moderation.md): a picture
 * request carries no token, so not even its owner is served it while hidden; its owner still has it in their map's
 * export.
 */
export function refuseHiddenPictures(
  app: FastifyInstance,
  isHidden: (kind: ImageKind, fileName: string) => Promise<boolean>,
) {
  app.addHook('onRequest', async (request, reply) => {
    const shown = pictureShown(request.url);
    if (shown && (await isHidden(shown.kind, shown.fileName))) return reply.callNotFound();
  });
}
