import {
  mapThumbnailName,
  mapThumbnailsOf,
  parseMapThumbnailName,
  type MapThumbnail,
} from '@src/contract/map-thumbnails';
import { concurrencyLimit } from '../../lib/concurrency-limit';
import type { StoredPicture } from './database-uploads';
import { encodeMapThumbnail } from './thumbnail-image';

/**
 * Where thumbnails are kept, beside their pictures: files in DATA_DIR/uploads/thumbs with SQLite
 * (disk-thumbnails.ts), rows of `upload_thumbnails` with PostgreSQL (database-thumbnails.ts).
 */
export interface ThumbnailBackend {
  read(name: string): Promise<StoredPicture | undefined>;
  /**
   * Keeps a thumbnail. One already under the name stays (the same picture always gives the same bytes, so it does
   * not matter who made it). Answers false when the picture it is made from is gone and nothing was kept.
   */
  write(thumbnail: MapThumbnail, name: string, bytes: Buffer): Promise<boolean>;
  /** Forgets every thumbnail of a picture that has just been removed. */
  removeOf(source: string): Promise<void>;
}

/** Pictures stored before thumbnails existed are made on request, this many at once per instance. */
const LATE_AT_ONCE = 2;

export interface MapThumbnails {
  /** At upload: every size and format of a picture just stored, before the picture's name is used. */
  makeAll(source: string, picture: Buffer): Promise<void>;
  /** The thumbnail under a name, made now if its picture has none yet; undefined for a name of no stored picture. */
  read(name: string): Promise<(StoredPicture & { thumbnail: MapThumbnail }) | undefined>;
  /** After a picture is removed: its thumbnails, once the ones being made of it are done. */
  removeOf(source: string): Promise<void>;
}

/**
 * The cards' thumbnails (issue 30). They are made once, when the picture is uploaded. A picture stored before this
 * version has none; its thumbnails are made on their first request rather than by a backfill at start, because that
 * needs no coordination: the result depends only on the picture (and the encoder's version), so two instances (or two
 * requests) making the same one store the same thumbnail and the second write is dropped; a start never waits for
 * thousands of encodes; and only the pictures someone looks at are encoded. Derived data: never exported.
 */
export function createMapThumbnails(
  backend: ThumbnailBackend,
  original: (source: string) => Promise<Buffer | undefined>,
): MapThumbnails {
  /** Thumbnails being made on request, by name: a burst of requests for one waits for one encode. */
  const making = new Map<string, Promise<StoredPicture | undefined>>();
  const late = concurrencyLimit(LATE_AT_ONCE);

  const makeLate = (thumbnail: MapThumbnail, name: string) =>
    late(async () => {
      const picture = await original(thumbnail.source);
      if (!picture) return undefined;
      const kept = await backend.write(thumbnail, name, await encodeMapThumbnail(picture, thumbnail));
      return kept ? backend.read(name) : undefined;
    });

  return {
    async makeAll(source, picture) {
      await Promise.all(
        mapThumbnailsOf(source).map(async (thumbnail) => {
          const name = mapThumbnailName(source, thumbnail.width, thumbnail.format);
          await backend.write(thumbnail, name, await encodeMapThumbnail(picture, thumbnail));
        }),
      );
    },

    async read(name) {
      const thumbnail = parseMapThumbnailName(name);
      if (!thumbnail) return undefined;
      let stored = await backend.read(name);
      if (!stored) {
        let made = making.get(name);
        if (!made) {
          made = makeLate(thumbnail, name).finally(() => making.delete(name));
          making.set(name, made);
        }
        stored = await made;
      }
      return stored && { ...stored, thumbnail };
    },

    async removeOf(source) {
      // The picture is already gone, so nothing new starts; one being made from it may still write: wait for it.
      const names = mapThumbnailsOf(source).map((t) => mapThumbnailName(source, t.width, t.format));
      await Promise.allSettled(names.map((name) => making.get(name)));
      await backend.removeOf(source);
    },
  };
}
