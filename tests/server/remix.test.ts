import { beforeAll, expect, it } from 'vitest';
import type { MapFile } from '@src/contract/map-file';
import type { BrowseMap, OwnMap } from '@src/contract/maps';
import { questFacts } from '../../server/repositories/economy/quest-facts';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createItem, createMap, option, picture, publishableMap, sendMapForm } from './helpers/creators';
import { userIdOf } from './helpers/play-maps';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

describeEachDb('remix: a creator copies another’s published map into their drafts, with its credits', (ctx) => {
  const app = () => ctx().app;
  let author: Player;
  let remixer: Player;
  let third: Player;
  beforeAll(async () => {
    author = await signedInPlayer(ctx(), 'author');
    remixer = await signedInPlayer(ctx(), 'remixer');
    third = await signedInPlayer(ctx(), 'third');
  });

  const remix = (mapId: number, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: `/maps/${mapId}/remix`, headers });
  const exportMap = async (player: Player, mapId: number): Promise<MapFile> => {
    const res = await app().inject({ method: 'GET', url: `/maps/${mapId}/export`, headers: player.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const importFile = (payload: object) =>
    app().inject({ method: 'POST', url: '/maps/import', headers: author.headers, payload });
  const ownMaps = async (player: Player): Promise<OwnMap[]> =>
    (await app().inject({ method: 'POST', url: '/maps', headers: player.headers })).json().maps;
  /** What a player has: their maps and items, counted, to prove a refused remix stored nothing. */
  const holdings = async (player: Player) => {
    const items = (await app().inject({ method: 'POST', url: '/items/getItems', headers: player.headers })).json();
    return { maps: (await ownMaps(player)).length, items: items.objects.length };
  };
  const browseCard = async (mapId: number, title: string): Promise<BrowseMap | undefined> => {
    const res = await app().inject({ method: 'GET', url: `/maps/all?search=${encodeURIComponent(title)}&limit=50` });
    return (res.json().maps as BrowseMap[]).find((map) => map.mapid === mapId);
  };
  /** Publishes (and with `remixable`, opens to remixes) a map of the player's, keeping its title. */
  const publish = async (player: Player, map: OwnMap, remixable?: '0' | '1') => {
    const fields = { title: map.name, published: '1', ...(remixable ? { remixable } : {}) };
    const res = await sendMapForm(app(), player.headers, fields, [], map.mapid);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OwnMap;
  };

  /** A published map with a cover, two items (one with a picture), a locked event, a follow and an unlock link. */
  async function richMap(title: string, remixable: '0' | '1'): Promise<OwnMap> {
    const map = await createMap(app(), author.headers, { title, tags: 'mystery', remixable }, [
      { data: await picture('png', 90, 60) },
    ]);
    const torch = await createItem(app(), author.headers, { name: 'Antorcha', functionality: 'None' }, [
      { data: await picture('jpeg', 40, 40), contentType: 'image/jpeg', filename: 'torch.jpg' },
    ]);
    const water = await createItem(app(), author.headers, { name: 'Agua', functionality: 'drink' });
    const ship = await createEvent(app(), author.headers, {
      mapId: map.mapid,
      premise: 'Barco',
      isChecked: true,
      consequencesList: [option({ option: 'Subir', wins: true, objectidRequeriment: torch.objectid })],
    });
    await createEvent(app(), author.headers, {
      mapId: map.mapid,
      premise: 'Playa',
      consequencesList: [
        option({ option: 'Entrar', objectidReward: torch.objectid, unlocksEventId: ship.eventid }),
        option({
          option: 'Beber',
          thirstConsequence: 10,
          objectidReward: water.objectid,
          followsEventId: ship.eventid,
        }),
      ],
    });
    return publish(author, map);
  }

  it('keeps the owner’s remixable choice from the map form, and shows it on the card', async () => {
    const created = await createMap(app(), author.headers, { title: 'Isla Marcada', remixable: '1' });
    expect(created.remixable).toBe(true);
    const map = await publishableMap(app(), author.headers, 'Isla Marcada');
    expect(map.remixable).toBe(false);
    expect((await publish(author, map, '1')).remixable).toBe(true);
    // Left out of an edit, the choice stays.
    expect((await publish(author, map)).remixable).toBe(true);
    expect(await browseCard(map.mapid, 'Isla Marcada')).toMatchObject({ remixable: true, credits: [] });
    expect((await publish(author, map, '0')).remixable).toBe(false);
    const bad = await sendMapForm(app(), author.headers, { title: 'Isla Marcada', remixable: 'yes' }, [], map.mapid);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'MAP_REMIXABLE_INVALID']);
    expect((await ownMaps(author)).find((own) => own.mapid === map.mapid)?.remixable).toBe(false);
  });

  it('copies the map exactly as a draft of the caller’s, counting nothing for the source', async () => {
    const source = await richMap('Isla Original', '1');
    const before = await holdings(remixer);
    const res = await remix(source.mapid, remixer.headers);
    expect(res.statusCode, res.body).toBe(201);
    const copy: OwnMap = res.json().map;
    expect(res.json().message).toBe('Remezcla guardada en tus borradores.');
    expect(copy).toMatchObject({ name: 'Isla Original', published: 0, remixable: false, likes: 0, num_players: 0 });
    expect(await holdings(remixer)).toEqual({ maps: before.maps + 1, items: before.items + 2 });
    expect((await ownMaps(author)).some((map) => map.mapid === copy.mapid)).toBe(false);

    // The same file as the source's but for the credit: events, options, links, items, tags and pictures.
    const original = await exportMap(author, source.mapid);
    const copied = await exportMap(remixer, copy.mapid);
    expect(copied.map.credits).toEqual([{ title: 'Isla Original', creator: author.username }]);
    expect({ ...copied, map: { ...copied.map, credits: [] } }).toEqual(original);
    expect(original.map.picture).toEqual(expect.any(String));

    const card = await browseCard(source.mapid, 'Isla Original');
    expect(card).toMatchObject({ likes: 0, num_players: 0 });
    // The copy is a draft of the remixer's: editing it leaves the source as it was.
    await sendMapForm(app(), remixer.headers, { title: 'Isla Cambiada' }, [], copy.mapid);
    expect((await exportMap(author, source.mapid)).map.title).toBe('Isla Original');
  });

  it('keeps the whole chain of credits through two remixes, in files, cards and runs, after the source is gone', async () => {
    const source = await richMap('Isla Madre', '1');
    const first: OwnMap = (await remix(source.mapid, remixer.headers)).json().map;
    await sendMapForm(app(), remixer.headers, { title: 'Isla Hija' }, [], first.mapid);
    await publish(remixer, { ...first, name: 'Isla Hija' }, '1');
    // The source's title and creator as they were when copied, whatever happens to it afterwards.
    await sendMapForm(app(), author.headers, { title: 'Isla Renombrada' }, [], source.mapid);
    const res = await remix(first.mapid, third.headers);
    expect(res.statusCode, res.body).toBe(201);
    const second: OwnMap = res.json().map;
    const chain = [
      { title: 'Isla Hija', creator: remixer.username },
      { title: 'Isla Madre', creator: author.username },
    ];

    const deleted = await app().inject({
      method: 'DELETE',
      url: `/maps/maps/${source.mapid}`,
      headers: author.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const file = await exportMap(third, second.mapid);
    expect(file.schemaVersion).toBe(2);
    expect(file.map.credits).toEqual(chain);
    await publish(third, second);
    expect((await browseCard(second.mapid, 'Isla Hija'))?.credits).toEqual(chain);
    const run = await app().inject({ method: 'POST', url: '/play/play', payload: { mapId: second.mapid } });
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().credits).toEqual(chain);
    expect((await browseCard(first.mapid, 'Isla Hija'))?.credits).toEqual([chain[1]]);

    // An import keeps the credits a file carries; a file of the first version, which had none, still imports.
    const imported = await importFile(file);
    expect(imported.statusCode, imported.body).toBe(201);
    expect((await exportMap(author, imported.json().map.mapid)).map.credits).toEqual(chain);
    const { credits: _credits, ...oldMap } = file.map;
    const old = { ...file, schemaVersion: 1, map: oldMap };
    const oldImport = await importFile(old);
    expect(oldImport.statusCode, oldImport.body).toBe(201);
    expect((await exportMap(author, oldImport.json().map.mapid)).map.credits).toEqual([]);
    const forged = { ...file, map: { ...file.map, credits: [{ title: 'Isla', creator: '' }] } };
    const refused = await importFile(forged);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'MAP_CREDIT_INVALID']);

    // Publishing a copy of someone else's map is no quest progress: only the third's own maps would count.
    const facts = await questFacts(app().db.kysely, await userIdOf(ctx(), third.username));
    expect(facts?.published).toBe(0);
  });

  it('refuses maps that may not be remixed with a clear code, storing nothing', async () => {
    const closed = await richMap('Isla Cerrada', '0');
    const draft = await createMap(app(), author.headers, { title: 'Isla Borrador', remixable: '1' });
    const own = await createMap(app(), remixer.headers, { title: 'Isla Propia', remixable: '1' });
    const before = await holdings(remixer);
    const cases: [string, number, Record<string, string>, number, string][] = [
      ['not remixable', closed.mapid, remixer.headers, 403, 'MAP_NOT_REMIXABLE'],
      ['someone else’s draft', draft.mapid, remixer.headers, 404, 'MAP_NOT_FOUND'],
      ['unknown', 999_999, remixer.headers, 404, 'MAP_NOT_FOUND'],
      ['one’s own', own.mapid, remixer.headers, 409, 'MAP_REMIX_OWN'],
      ['a built-in island', 1, remixer.headers, 403, 'MAP_NOT_REMIXABLE'],
      ['a visitor', closed.mapid, {}, 401, 'TOKEN_MISSING'],
    ];
    for (const [name, mapId, headers, status, code] of cases) {
      const res = await remix(mapId, headers);
      expect([name, res.statusCode, res.json().code], res.body).toEqual([name, status, code]);
    }
    expect(await holdings(remixer)).toEqual(before);
    const english = await remix(closed.mapid, { ...remixer.headers, 'accept-language': 'en' });
    expect(english.json().error).toBe('Its creator does not allow this map to be remixed.');
  });
});
