import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mapThumbnailName, mapThumbnailsOf } from '@src/contract/map-thumbnails';
import { describeEachDb, dialects, twoPostgresInstances, type TestContext } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createItem, createMap, picture, sendMapForm } from './helpers/creators';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** sharp's names for what it reads: AVIF is an AV1 picture in a HEIF container. */
const READ_AS = { avif: ['heif', 'av1'], webp: ['webp', undefined] } as const;

const namesOf = (source: string) => mapThumbnailsOf(source).map((t) => mapThumbnailName(source, t.width, t.format));

/** The thumbnails kept of a picture, wherever this app keeps them: PostgreSQL's table, or DATA_DIR/uploads/thumbs. */
async function storedThumbnails({ app, config, dialect }: TestContext, source: string): Promise<string[]> {
  if (dialect === 'postgres') {
    const rows = await app.db.kysely
      .selectFrom('upload_thumbnails')
      .select('name')
      .where('source', '=', source)
      .execute();
    return rows.map((row) => row.name).sort();
  }
  const dir = join(config.dataDir, 'uploads', 'thumbs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(source.slice(0, 32)))
    .sort();
}

/** What an earlier version left: the picture without thumbnails (with SQLite, not even their folder). */
async function forgetThumbnails({ app, config, dialect }: TestContext, source: string) {
  if (dialect === 'postgres') {
    await app.db.kysely.deleteFrom('upload_thumbnails').where('source', '=', source).execute();
  } else {
    rmSync(join(config.dataDir, 'uploads', 'thumbs'), { recursive: true, force: true });
  }
}

describeEachDb('uploads: the cards’ thumbnails of map pictures', (ctx) => {
  const app = () => ctx().app;
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'thumbnailer');
  });
  const get = (name: string, headers: Record<string, string> = {}) =>
    app().inject({ method: 'GET', url: `/uploads/thumbs/${name}`, headers });
  const mapWithPicture = async (width = 1600, height = 1000) =>
    (await createMap(app(), player.headers, {}, [{ data: await picture('jpeg', width, height) }])).mapImage!;

  it('makes every size in AVIF and WebP at upload and serves each cropped to the card, immutable', async () => {
    const source = await mapWithPicture();
    // Made with the upload, before anyone asked for them.
    expect(await storedThumbnails(ctx(), source)).toEqual(namesOf(source).sort());
    for (const { width, format } of mapThumbnailsOf(source)) {
      const res = await get(mapThumbnailName(source, width, format));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const served = await sharp(res.rawPayload).metadata();
      expect([served.format, served.compression, served.width, served.height, served.exif]).toEqual([
        ...READ_AS[format],
        width,
        (width * 9) / 16,
        undefined,
      ]);
    }
    // A card-sized copy is a fraction of the picture the card used to load.
    const original = await app().inject({ method: 'GET', url: `/uploads/${source}` });
    const small = await get(mapThumbnailName(source, 400, 'avif'));
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length / 4);
  });

  it('gives a small picture its thumbnails at the card’s size too, so the card’s width and height stay true', async () => {
    const source = await mapWithPicture(64, 48);
    const served = await sharp((await get(mapThumbnailName(source, 800, 'webp'))).rawPayload).metadata();
    expect([served.width, served.height]).toEqual([800, 450]);
  });

  it('answers a revalidation with 304 and HEAD with the headers only', async () => {
    const name = mapThumbnailName(await mapWithPicture(), 400, 'webp');
    const first = await get(name);
    expect(first.headers.etag).toBeTruthy();
    for (const conditional of <Record<string, string>[]>[
      { 'if-none-match': String(first.headers.etag) },
      { 'if-modified-since': String(first.headers['last-modified']) },
    ]) {
      const again = await get(name, conditional);
      expect([again.statusCode, again.rawPayload.length, again.headers.etag]).toEqual([304, 0, first.headers.etag]);
    }
    const head = await app().inject({ method: 'HEAD', url: `/uploads/thumbs/${name}` });
    expect([head.statusCode, head.headers['content-type'], head.headers['content-length']]).toEqual([
      200,
      'image/webp',
      String(first.rawPayload.length),
    ]);
  });

  it('makes the thumbnails of a picture stored before they existed on first request, once', async () => {
    const source = await mapWithPicture();
    const expected = (await get(mapThumbnailName(source, 800, 'avif'))).rawPayload;
    await forgetThumbnails(ctx(), source);
    expect(await storedThumbnails(ctx(), source)).toEqual([]);

    const name = mapThumbnailName(source, 800, 'avif');
    const answers = await Promise.all([get(name), get(name), get(name)]);
    for (const res of answers) {
      expect([res.statusCode, res.headers['content-type'], res.headers['cache-control']]).toEqual([
        200,
        'image/avif',
        IMMUTABLE,
      ]);
      // The same picture always gives the same bytes: no matter who made it, every copy is the one made at upload.
      expect(res.rawPayload.equals(expected)).toBe(true);
    }
    expect(await storedThumbnails(ctx(), source)).toEqual([name]);
  });

  it('never exports thumbnails with a map file, and makes them for the picture of an imported one', async () => {
    const map = await createMap(app(), player.headers, {}, [{ data: await picture('png', 320, 200) }]);
    const exported = await app().inject({ method: 'GET', url: `/maps/${map.mapid}/export`, headers: player.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    const original = await app().inject({ method: 'GET', url: `/uploads/${map.mapImage}` });
    // The picture as stored, byte for byte, and nothing derived from it.
    expect(exported.json().map.picture).toBe(original.rawPayload.toString('base64'));
    expect(exported.body).not.toContain(map.mapImage!.slice(0, 32));
    const imported = await app().inject({
      method: 'POST',
      url: '/maps/import',
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const copy: string = imported.json().map.mapImage;
    expect(await storedThumbnails(ctx(), copy)).toEqual(namesOf(copy).sort());
  });

  it('removes the thumbnails with their picture, and has none for names it never gave', async () => {
    const map = await createMap(app(), player.headers, {}, [{ data: await picture('png', 800, 600) }]);
    const first = map.mapImage!;
    const replaced = await sendMapForm(
      app(),
      player.headers,
      { title: 'Otra' },
      [{ data: await picture('jpeg') }],
      map.mapid,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second: string = replaced.json().mapImage;
    expect(await storedThumbnails(ctx(), first)).toEqual([]);
    expect((await get(mapThumbnailName(first, 400, 'avif'))).statusCode).toBe(404);
    expect(await storedThumbnails(ctx(), second)).toHaveLength(4);

    await app().inject({ method: 'DELETE', url: `/maps/maps/${map.mapid}`, headers: player.headers });
    expect(await storedThumbnails(ctx(), second)).toEqual([]);
    expect((await get(mapThumbnailName(second, 800, 'webp'))).statusCode).toBe(404);

    // An item's picture has no thumbnails; nor does a size or format the cards never ask for.
    const item = await createItem(app(), player.headers, {}, [{ data: await picture('png') }]);
    const live = await mapWithPicture(64, 48);
    const hex = live.slice(0, 32);
    for (const name of [
      mapThumbnailName(item.objectImage!, 400, 'webp'),
      `${'0'.repeat(32)}-400.avif`,
      `${hex}-500.avif`,
      `${hex}-400.png`,
      `${hex}-400.avif.part`,
      live,
      '%00',
      '..%2f..%2fjwt-secret',
    ]) {
      const res = await get(name);
      expect([res.statusCode, res.json().code], name).toEqual([404, 'ROUTE_NOT_FOUND']);
    }
  });
});

describe.skipIf(!dialects.includes('postgres'))('thumbnails: two instances on one PostgreSQL', () => {
  const instances = twoPostgresInstances();

  it('lets both make an old picture’s thumbnail at once, keeps one, and writes no file', async () => {
    const { first, second } = instances();
    const player = await signedInPlayer(first, 'twins');
    const source = (await createMap(first.app, player.headers, {}, [{ data: await picture('jpeg', 900, 600) }]))
      .mapImage!;
    await forgetThumbnails(first, source);
    const url = `/uploads/thumbs/${mapThumbnailName(source, 400, 'webp')}`;
    const [here, there] = await Promise.all([first, second].map(({ app }) => app.inject({ method: 'GET', url })));
    expect([here.statusCode, there.statusCode]).toEqual([200, 200]);
    expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
    expect(await storedThumbnails(first, source)).toEqual([mapThumbnailName(source, 400, 'webp')]);
    for (const { config } of [first, second]) expect(existsSync(join(config.dataDir, 'uploads'))).toBe(false);
  });
});
