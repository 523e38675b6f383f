import { beforeAll, expect, it } from 'vitest';
import type { MapFile } from '@src/contract/map-file';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createItem, createMap, option, picture } from './helpers/creators';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

describeEachDb('map files: export and import', (ctx) => {
  const app = () => ctx().app;
  let author: Player;
  let importer: Player;
  beforeAll(async () => {
    author = await signedInPlayer(ctx(), 'cartographer');
    importer = await signedInPlayer(ctx(), 'collector');
  });

  const exportMap = (player: Player, mapId: number) =>
    app().inject({ method: 'GET', url: `/maps/${mapId}/export`, headers: player.headers });
  /** A string is sent as it is: JSON too deep for JSON.stringify to write. */
  const importFile = (player: Player, payload: unknown) =>
    app().inject({
      method: 'POST',
      url: '/maps/import',
      headers: { ...player.headers, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const editor = (player: Player, path: string, payload: object) =>
    app().inject({ method: 'POST', url: `/maps/event_creator/${path}`, headers: player.headers, payload });
  /** What a player has: their maps and items, counted, to prove a refused file stored nothing. */
  const holdings = async (player: Player) => {
    const maps = (await app().inject({ method: 'POST', url: '/maps', headers: player.headers })).json().maps.length;
    const items = (await app().inject({ method: 'POST', url: '/items/getItems', headers: player.headers })).json();
    return { maps, items: items.objects.length };
  };

  /** A map with a picture, two items (one with a picture), a locked event, follow and unlock links. */
  async function richMap(): Promise<number> {
    const map = await createMap(app(), author.headers, { title: 'Isla ¡Exportable!', tags: 'horror,short' }, [
      { data: await picture('png', 120, 80) },
    ]);
    const torch = await createItem(app(), author.headers, { name: 'Antorcha', functionality: 'None' }, [
      { data: await picture('jpeg', 40, 40), contentType: 'image/jpeg', filename: 'torch.jpg' },
    ]);
    const water = await createItem(app(), author.headers, { name: 'Agua', functionality: 'drink' });
    const newEvent = async (premise: string, extra: object = {}) => {
      const res = await editor(author, 'create_event', { mapId: map.mapid, premise, ...extra });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().eventid as number;
    };
    const beach = await newEvent('Playa', { position: { x: 0, y: 0 } });
    const cave = await newEvent('Cueva', { locked: true, position: { x: 300, y: 40 } });
    const end = await newEvent('Barco');
    const options = [
      [beach, { option: 'Entrar', healthConsequence: -5, objectidReward: torch.objectid, unlocksEventId: cave }],
      [beach, { option: 'Beber', thirstConsequence: 10, objectidReward: water.objectid, followsEventId: end }],
      [cave, { option: 'Iluminar', objectidRequeriment: torch.objectid, effectConsequence: 'paranoia' }],
      [end, { option: 'Subir', wins: true }],
    ] as const;
    for (const [eventid, fields] of options) {
      const res = await editor(author, 'create_consequence', { mapid: map.mapid, eventid, ...option(fields) });
      expect(res.statusCode, res.body).toBe(201);
    }
    return map.mapid;
  }

  it('exports a map as one file and imports it as a new draft that exports to the same file', async () => {
    const mapId = await richMap();
    const exported = await exportMap(author, mapId);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="Isla-Exportable.vsmap.json"');
    const file: MapFile = exported.json();
    expect(file).toMatchObject({
      format: 'vacation-survival-map',
      schemaVersion: 2,
      map: { title: 'Isla ¡Exportable!' },
    });
    expect(file.map.picture).toEqual(expect.any(String));
    expect(file.items.map((item) => [item.ref, item.name, item.picture === null])).toEqual([
      ['i1', 'Antorcha', false],
      ['i2', 'Agua', true],
    ]);
    expect(file.events.map((event) => [event.ref, event.premise, event.locked])).toEqual([
      ['e1', 'Playa', false],
      ['e2', 'Cueva', true],
      ['e3', 'Barco', false],
    ]);
    expect(file.events[0].options[0]).toMatchObject({ rewards: 'i1', unlocks: 'e2', follows: null });
    expect(file.events[1].options[0]).toMatchObject({ requires: 'i1', effectConsequence: 'paranoia' });

    const before = await holdings(importer);
    const imported = await importFile(importer, file);
    expect(imported.statusCode, imported.body).toBe(201);
    const draft = imported.json().map;
    expect(draft).toMatchObject({ name: 'Isla ¡Exportable!', published: 0, tags: ['horror', 'short'] });
    expect(await holdings(importer)).toEqual({ maps: before.maps + 1, items: before.items + 2 });

    const again = await exportMap(importer, draft.mapid);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(file);
  });

  it('lets only the owner export a map', async () => {
    const mapId = await richMap();
    expect((await exportMap(importer, mapId)).statusCode).toBe(403);
    expect((await app().inject({ method: 'GET', url: `/maps/${mapId}/export` })).statusCode).toBe(401);
    expect((await exportMap(author, 999_999)).statusCode).toBe(404);
  });

  it('refuses every hostile file with a clear error and stores nothing', async () => {
    const mapId = await richMap();
    const file: MapFile = (await exportMap(author, mapId)).json();
    const deep = JSON.stringify(file).replace('"events":[', `"events":[${'['.repeat(100_000)}${']'.repeat(100_000)},`);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const truncated = (await picture('png', 64, 64)).subarray(0, 60);
    const withOption = (change: object) => ({
      ...file,
      events: [{ ...file.events[0], options: [{ ...file.events[0].options[0], ...change }] }, ...file.events.slice(1)],
    });
    const cases: [string, unknown, number, string][] = [
      ['wrong format', { ...file, format: 'twine' }, 400, 'MAP_FILE_FORMAT'],
      ['unknown version', { ...file, schemaVersion: 3 }, 400, 'MAP_FILE_VERSION'],
      ['extra field', { ...file, owner: 'admin' }, 400, 'VALIDATION_ERROR'],
      ['too deep', deep, 400, 'VALIDATION_ERROR'],
      ['event outside the file', withOption({ follows: 'e99' }), 400, 'MAP_FILE_REFERENCE_UNKNOWN'],
      ['item outside the file', withOption({ requires: 'i42' }), 400, 'MAP_FILE_REFERENCE_UNKNOWN'],
      ['a database id as reference', withOption({ unlocks: 12 }), 400, 'VALIDATION_ERROR'],
      [
        'two events named alike',
        { ...file, events: [file.events[0], file.events[0]] },
        400,
        'MAP_FILE_REFERENCE_DUPLICATE',
      ],
      ['an unknown tag', { ...file, map: { ...file.map, tags: ['gore'] } }, 400, 'MAP_TAGS_INVALID'],
      ['stat out of range', withOption({ healthConsequence: 500 }), 400, 'STAT_OUT_OF_RANGE'],
      [
        'a cover that is no picture',
        { ...file, map: { ...file.map, picture: svg.toString('base64') } },
        415,
        'IMAGE_TYPE_UNSUPPORTED',
      ],
      [
        'a damaged item picture',
        { ...file, items: [{ ...file.items[0], picture: truncated.toString('base64') }, file.items[1]] },
        400,
        'IMAGE_INVALID',
      ],
      ['not base64', { ...file, map: { ...file.map, picture: '<html>' } }, 400, 'IMAGE_INVALID'],
      [
        'too large',
        { ...file, map: { ...file.map, description: 'x'.repeat(17 * 1024 * 1024) } },
        413,
        'BODY_TOO_LARGE',
      ],
    ];
    const before = await holdings(importer);
    for (const [name, payload, status, code] of cases) {
      const res = await importFile(importer, payload);
      expect([name, res.statusCode, res.json().code], res.body.slice(0, 300)).toEqual([name, status, code]);
    }
    expect(await holdings(importer)).toEqual(before);
    expect((await app().inject({ method: 'POST', url: '/maps/import', payload: file })).statusCode).toBe(401);
  });
});
