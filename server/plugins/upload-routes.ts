import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ImageKind } from '../services/uploads/images';
import type { StoredPicture } from '../services/uploads/database-uploads';

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
 * PostgreSQL: the rows of `upload_blobs` at the same URLs and with the same caching headers as the files. The ETag is
 * the random name itself (strong: the bytes under a name never change), so every instance gives the same one.
 */
export function serveUploadsFromDatabase(app: FastifyInstance, read: ReadPicture) {
  const send = async (kind: ImageKind, fileName: string, request: FastifyRequest, reply: FastifyReply) => {
    const picture = await read(kind, fileName);
    if (!picture) return reply.callNotFound();
    const etag = `"${fileName.slice(0, -'.webp'.length)}"`;
    reply
      .header('etag', etag)
      .header('last-modified', picture.storedAt.toUTCString())
      .header(...IMMUTABLE)
      .header(...NO_SNIFF);
    if (isFresh(request, etag, picture.storedAt)) return reply.status(304).send();
    return reply.type('image/webp').send(picture.content);
  };
  const hidden = { schema: { hide: true } };
  app.get<{ Params: { file: string } }>('/uploads/:file', hidden, (request, reply) =>
    send('map', request.params.file, request, reply),
  );
  app.get<{ Params: { file: string } }>('/uploads/items/:file', hidden, (request, reply) =>
    send('item', request.params.file, request, reply),
  );
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

/**
 * Pictures of content a moderator hid answer 404 to everyone (docs/moderation.md): a picture request carries no
 * token, so not even its owner is served it while hidden; its owner still has it in their map's export.
 */
export function refuseHiddenPictures(
  app: FastifyInstance,
  isHidden: (kind: ImageKind, fileName: string) => Promise<boolean>,
) {
  app.addHook('onRequest', async (request, reply) => {
    const match = STORED_PICTURE.exec(request.url);
    if (match && (await isHidden(match[1] ? 'item' : 'map', match[2]))) return reply.callNotFound();
  });
}
