import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { describeEachDb, dialects, startSecondInstance, twoPostgresInstances, type TestContext } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createItem, createMap, picture, sendItemForm, sendMapForm, type FilePart } from './helpers/creators';

const STORED = /^[0-9a-f]{32}\.webp$/;

/** The stored names of one kind, wherever this app's store keeps them: PostgreSQL's table, or SQLite's DATA_DIR. */
async function storedNames({ app, config, dialect }: TestContext, kind: 'map' | 'item'): Promise<string[]> {
  if (dialect === 'postgres') {
    const rows = await app.db.kysely.selectFrom('upload_blobs').select('name').where('kind', '=', kind).execute();
    return rows.map((row) => row.name).sort();
  }
  const dir = join(config.dataDir, 'uploads', kind === 'item' ? 'items' : '');
  return readdirSync(dir)
    .filter((name) => STORED.test(name))
    .sort();
}

describeEachDb('uploads: pictures of maps and items', (ctx) => {
  const app = () => ctx().app;
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'painter');
  });
  const uploads = (kind: 'map' | 'item' = 'map') => storedNames(ctx(), kind);
  const fetchPicture = (path: string) => app().inject({ method: 'GET', url: path });

  it('re-encodes JPEG, PNG and WebP to WebP and serves it with long caching and nosniff', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const map = await createMap(app(), player.headers, {}, [
        { data: await picture(format), filename: `cover.${format}` },
      ]);
      expect(map.mapImage).toMatch(STORED);
      const res = await fetchPicture(`/uploads/${map.mapImage}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const served = await sharp(res.rawPayload).metadata();
      expect([served.format, served.width, served.height]).toEqual(['webp', 64, 48]);
    }
  });

  it('drops the metadata, turns the picture upright and shrinks it to the kind’s size', async () => {
    const withExif = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#c84' } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'GPS secrets' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const map = await createMap(app(), player.headers, {}, [
      { data: withExif, filename: 'big.jpg', contentType: 'image/jpeg' },
    ]);
    const stored = await sharp((await fetchPicture(`/uploads/${map.mapImage}`)).rawPayload).metadata();
    expect([stored.width, stored.height, stored.exif, stored.icc, stored.xmp]).toEqual([
      1600,
      533,
      undefined,
      undefined,
      undefined,
    ]);

    const rotated = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#48c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const item = await createItem(app(), player.headers, {}, [{ data: rotated, contentType: 'image/jpeg' }]);
    const upright = await sharp((await fetchPicture(`/uploads/items/${item.objectImage}`)).rawPayload).metadata();
    expect([upright.width, upright.height]).toEqual([20, 40]);

    const large = await createItem(app(), player.headers, {}, [{ data: await picture('png', 2000, 1000) }]);
    const small = await sharp((await fetchPicture(`/uploads/items/${large.objectImage}`)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([512, 256]);
  });

  it('refuses anything that is not really a JPEG, PNG or WebP, and stores nothing', async () => {
    const before = { maps: await uploads(), items: await uploads('item') };
    const png = await picture('png');
    const jpeg = await picture('jpeg', 400, 400);
    const cases: [string, FilePart, number, string][] = [
      [
        'an SVG named .png',
        {
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          filename: 'x.png',
        },
        415,
        'IMAGE_TYPE_UNSUPPORTED',
      ],
      [
        'an HTML page named .png',
        { data: Buffer.from('<!doctype html><script>alert(1)</script>'), filename: 'x.png' },
        415,
        'IMAGE_TYPE_UNSUPPORTED',
      ],
      [
        'a text file',
        { data: Buffer.from('just some words'), filename: 'notes.txt', contentType: 'text/plain' },
        415,
        'IMAGE_TYPE_UNSUPPORTED',
      ],
      [
        'a GIF',
        { data: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), filename: 'x.gif', contentType: 'image/gif' },
        415,
        'IMAGE_TYPE_UNSUPPORTED',
      ],
      ['a truncated PNG', { data: png.subarray(0, png.length - 30) }, 400, 'IMAGE_INVALID'],
      [
        'a truncated JPEG',
        { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)), contentType: 'image/jpeg' },
        400,
        'IMAGE_INVALID',
      ],
      [
        'a PNG signature in front of garbage',
        { data: Buffer.concat([png.subarray(0, 8), Buffer.alloc(200, 7)]) },
        400,
        'IMAGE_INVALID',
      ],
      ['a picture wider than 4096 pixels', { data: await picture('png', 4097, 8) }, 400, 'IMAGE_TOO_MANY_PIXELS'],
      [
        'a file over 5 MB',
        { data: Buffer.concat([png.subarray(0, 8), Buffer.alloc(5 * 1024 * 1024 + 1)]) },
        413,
        'IMAGE_TOO_LARGE',
      ],
    ];
    for (const [name, file, status, code] of cases) {
      const forMap = await sendMapForm(app(), player.headers, { title: 'Con foto' }, [file]);
      const forItem = await sendItemForm(app(), player.headers, { name: 'Con foto', description: 'x' }, [file]);
      for (const res of [forMap, forItem]) {
        expect([res.statusCode, res.json().code, res.json().field], name).toEqual([status, code, 'image']);
        expect(res.json().error.length, name).toBeGreaterThan(10);
      }
    }
    expect({ maps: await uploads(), items: await uploads('item') }).toEqual(before);
  });

  it('takes an empty file input as no picture', async () => {
    const map = await createMap(app(), player.headers, {}, [
      { data: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    ]);
    expect(map.mapImage).toBeNull();
  });

  it('removes the pictures of a deleted account with its maps and items', async () => {
    const leaver = await signedInPlayer(ctx(), 'leaver');
    const map = await createMap(app(), leaver.headers, {}, [{ data: await picture('png') }]);
    const item = await createItem(app(), leaver.headers, {}, [{ data: await picture('webp') }]);
    expect(await uploads()).toContain(map.mapImage);
    expect(await uploads('item')).toContain(item.objectImage);
    const res = await app().inject({
      method: 'DELETE',
      url: '/user/account',
      headers: leaver.headers,
      payload: { password: leaver.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await uploads()).not.toContain(map.mapImage);
    expect(await uploads('item')).not.toContain(item.objectImage);
  });

  it('removes a picture once it is replaced or its map or item is deleted', async () => {
    const map = await createMap(app(), player.headers, {}, [{ data: await picture('png') }]);
    const replaced = (
      await sendMapForm(app(), player.headers, { title: 'Nueva foto' }, [{ data: await picture('jpeg') }], map.mapid)
    ).json();
    expect(replaced.mapImage).toMatch(STORED);
    expect(await uploads()).not.toContain(map.mapImage);
    const kept = (await sendMapForm(app(), player.headers, { title: 'Sin foto nueva' }, [], map.mapid)).json();
    expect(kept.mapImage).toBe(replaced.mapImage);
    await app().inject({ method: 'DELETE', url: `/maps/maps/${map.mapid}`, headers: player.headers });
    expect(await uploads()).not.toContain(replaced.mapImage);
    expect((await fetchPicture(`/uploads/${replaced.mapImage}`)).statusCode).toBe(404);

    const item = await createItem(app(), player.headers, {}, [{ data: await picture('webp') }]);
    await app().inject({ method: 'DELETE', url: `/items/delete/${item.objectid}`, headers: player.headers });
    expect(await uploads('item')).not.toContain(item.objectImage);
  });

  it('answers a revalidation with 304, HEAD with the headers only, and names it never stored with 404', async () => {
    const map = await createMap(app(), player.headers, {}, [{ data: await picture('png') }]);
    const url = `/uploads/${map.mapImage}`;
    const first = await fetchPicture(url);
    expect(first.headers.etag).toBeTruthy();
    for (const conditional of [
      { 'if-none-match': String(first.headers.etag) },
      { 'if-modified-since': String(first.headers['last-modified']) },
    ]) {
      const again = await app().inject({ method: 'GET', url, headers: conditional });
      expect([again.statusCode, again.rawPayload.length, again.headers.etag]).toEqual([304, 0, first.headers.etag]);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const head = await app().inject({ method: 'HEAD', url });
    expect([head.statusCode, head.headers['content-type'], head.headers['content-length']]).toEqual([
      200,
      'image/webp',
      String(first.rawPayload.length),
    ]);

    const unknown = `${'0'.repeat(32)}.webp`;
    for (const path of [`/uploads/${unknown}`, `/uploads/items/${unknown}`, `/uploads/items/${map.mapImage}`]) {
      const res = await fetchPicture(path);
      expect([res.statusCode, res.json().code], path).toEqual([404, 'ROUTE_NOT_FOUND']);
    }
    // PostgreSQL refuses NUL in text: a name that is not one of ours never reaches a query (the files answer 403).
    for (const path of ['/uploads/%00.webp', '/uploads/items/%00', '/uploads/%E2%80%AE.webp', '/uploads/6.jpeg']) {
      expect([403, 404], path).toContain((await fetchPicture(path)).statusCode);
    }
  });

  it('serves nothing outside the uploads folder', async () => {
    writeFileSync(join(ctx().config.dataDir, 'private.txt'), 'not for the web');
    for (const path of [
      '/uploads/..%2fprivate.txt',
      '/uploads/../private.txt',
      '/uploads/%2e%2e/private.txt',
      '/uploads/items/../../private.txt',
    ]) {
      const res = await fetchPicture(path);
      expect([res.statusCode, res.body.includes('not for the web')], path).toEqual([404, false]);
    }
  });
});

describe('uploads: the islands’ pictures', () => {
  let app: App;
  let dirs: string[];
  beforeAll(async () => {
    dirs = [mkdtempSync(join(tmpdir(), 'vs-data-')), mkdtempSync(join(tmpdir(), 'vs-client-'))];
    const islands = join(dirs[1], 'assets', 'islands');
    mkdirSync(islands, { recursive: true });
    writeFileSync(join(islands, '2.jpeg'), await picture('jpeg'));
    const config = loadConfig(
      { NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' },
      { dataDir: dirs[0], clientDir: dirs[1] },
    );
    app = await buildApp(config);
  });
  afterAll(async () => {
    await app.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('serves /uploads/N.jpeg from the built client’s island art', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/2.jpeg' });
    expect([res.statusCode, res.headers['content-type'], res.headers['x-content-type-options']]).toEqual([
      200,
      'image/jpeg',
      'nosniff',
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
  });
});

describe.skipIf(!dialects.includes('postgres'))('uploads: two instances on one PostgreSQL, no shared disk', () => {
  const instances = twoPostgresInstances();

  it('serves a picture received by one instance from the other, and forgets it everywhere once removed', async () => {
    const { first, second } = instances();
    const player = await signedInPlayer(first, 'sharer');
    const map = await createMap(first.app, player.headers, {}, [{ data: await picture('png') }]);
    const item = await createItem(first.app, player.headers, {}, [{ data: await picture('jpeg') }]);
    for (const url of [`/uploads/${map.mapImage}`, `/uploads/items/${item.objectImage}`]) {
      const [here, there] = await Promise.all([first, second].map(({ app }) => app.inject({ method: 'GET', url })));
      expect([there.statusCode, there.headers['content-type']], url).toEqual([200, 'image/webp']);
      expect(there.rawPayload.equals(here.rawPayload), url).toBe(true);
      for (const header of ['etag', 'last-modified', 'cache-control', 'x-content-type-options']) {
        expect(there.headers[header], header).toBe(here.headers[header]);
      }
    }
    // Neither instance wrote a file: nothing to share between machines but the database.
    for (const { config } of [first, second]) expect(existsSync(join(config.dataDir, 'uploads'))).toBe(false);

    // The second instance accepts the first one's token, replaces the item's picture and deletes the map.
    const edited = await sendItemForm(
      second.app,
      player.headers,
      { name: 'Otra foto', description: 'x', functionality: 'intercambiable' },
      [{ data: await picture('webp') }],
      item.objectid,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const removed = await second.app.inject({
      method: 'DELETE',
      url: `/maps/maps/${map.mapid}`,
      headers: player.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const status = (url: string) => first.app.inject({ method: 'GET', url }).then((res) => res.statusCode);
    expect(await status(`/uploads/${map.mapImage}`)).toBe(404);
    expect(await status(`/uploads/items/${item.objectImage}`)).toBe(404);
    expect(await status(`/uploads/items/${edited.json().objectImage}`)).toBe(200);
  });

  it('copies the pictures an earlier version kept in DATA_DIR/uploads into the database when it starts', async () => {
    const { first } = instances();
    const oldDataDir = mkdtempSync(join(tmpdir(), 'vs-old-data-'));
    const [mapFile, itemFile, unused] = ['a', 'b', 'c'].map((letter) => `${letter.repeat(32)}.webp`);
    const bytes = await picture('webp');
    mkdirSync(join(oldDataDir, 'uploads', 'items'), { recursive: true });
    for (const file of [mapFile, unused, 'notes.txt']) writeFileSync(join(oldDataDir, 'uploads', file), bytes);
    writeFileSync(join(oldDataDir, 'uploads', 'items', itemFile), bytes);
    // A map and an item that show the old files, as the earlier version left them.
    const owner = await signedInPlayer(first, 'upgrader');
    const db = first.app.db.kysely;
    const { mapid } = await createMap(first.app, owner.headers);
    const { objectid } = await createItem(first.app, owner.headers);
    await db.updateTable('maps').set({ image: mapFile }).where('mapid', '=', mapid).execute();
    await db.updateTable('objects').set({ image: itemFile }).where('objectid', '=', objectid).execute();
    const uploadedOn = new Date('2026-01-02T03:04:05Z');
    utimesSync(join(oldDataDir, 'uploads', mapFile), uploadedOn, uploadedOn);
    const upgraded = await startSecondInstance(first, { DATA_DIR: oldDataDir });
    try {
      // Served by the instance that never saw the old disk.
      const map = await first.app.inject({ method: 'GET', url: `/uploads/${mapFile}` });
      expect([map.statusCode, map.headers['last-modified'], map.rawPayload.equals(bytes)]).toEqual([
        200,
        uploadedOn.toUTCString(),
        true,
      ]);
      expect((await first.app.inject({ method: 'GET', url: `/uploads/items/${itemFile}` })).statusCode).toBe(200);
      // A file no map shows any more (deleted on another instance since) is not brought back.
      for (const url of [`/uploads/${unused}`, '/uploads/notes.txt']) {
        expect((await first.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await upgraded.stop();
      rmSync(oldDataDir, { recursive: true, force: true });
    }
  });
});
