import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createItem, createMap, picture, sendItemForm, sendMapForm, type FilePart } from './helpers/creators';

const STORED = /^[0-9a-f]{32}\.webp$/;

describeEachDb('uploads: pictures of maps and items', (ctx) => {
  const app = () => ctx().app;
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'painter');
  });
  const uploads = (sub = '') =>
    readdirSync(join(ctx().config.dataDir, 'uploads', sub)).filter((name) => STORED.test(name));
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
    const before = { maps: uploads(), items: uploads('items') };
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
    expect({ maps: uploads(), items: uploads('items') }).toEqual(before);
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
    expect(uploads()).toContain(map.mapImage);
    expect(uploads('items')).toContain(item.objectImage);
    const res = await app().inject({
      method: 'DELETE',
      url: '/user/account',
      headers: leaver.headers,
      payload: { password: leaver.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(uploads()).not.toContain(map.mapImage);
    expect(uploads('items')).not.toContain(item.objectImage);
  });

  it('removes a picture once it is replaced or its map or item is deleted', async () => {
    const map = await createMap(app(), player.headers, {}, [{ data: await picture('png') }]);
    const replaced = (
      await sendMapForm(app(), player.headers, { title: 'Nueva foto' }, [{ data: await picture('jpeg') }], map.mapid)
    ).json();
    expect(replaced.mapImage).toMatch(STORED);
    expect(uploads()).not.toContain(map.mapImage);
    const kept = (await sendMapForm(app(), player.headers, { title: 'Sin foto nueva' }, [], map.mapid)).json();
    expect(kept.mapImage).toBe(replaced.mapImage);
    await app().inject({ method: 'DELETE', url: `/maps/maps/${map.mapid}`, headers: player.headers });
    expect(uploads()).not.toContain(replaced.mapImage);
    expect((await fetchPicture(`/uploads/${replaced.mapImage}`)).statusCode).toBe(404);

    const item = await createItem(app(), player.headers, {}, [{ data: await picture('webp') }]);
    await app().inject({ method: 'DELETE', url: `/items/delete/${item.objectid}`, headers: player.headers });
    expect(uploads('items')).not.toContain(item.objectImage);
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
