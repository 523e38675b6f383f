import { expect, it } from 'vitest';
import { browseResponse } from '../../src/contract/maps';
import { BUILT_IN_MAPS } from '../../server/content/built-in-maps';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createItem, createMap, option, publishableMap, sendMapForm } from './helpers/creators';

describeEachDb('maps: the map creator, publishing, the browser and profiles', (ctx) => {
  const app = () => ctx().app;
  const ownMaps = async (headers: Record<string, string>) =>
    (await app().inject({ method: 'POST', url: '/maps', headers })).json().maps as { mapid: number; name: string }[];

  it('seeds the five islands as read-only, unpublished maps 1 to 5, and gives user maps higher ids', async () => {
    const islands = await app()
      .db.kysely.selectFrom('maps')
      .selectAll()
      .where('mapid', '<=', 5)
      .orderBy('mapid')
      .execute();
    expect(islands.map((m) => [m.mapid, m.name, m.image, m.owner_id, m.published, m.difficulty])).toEqual(
      BUILT_IN_MAPS.map((m) => [m.mapid, m.name, `${m.mapid}.jpeg`, null, 0, m.difficulty]),
    );
    const player = await signedInPlayer(ctx(), 'first');
    expect((await createMap(app(), player.headers)).mapid).toBeGreaterThan(5);
  });

  it('creates, lists, edits and deletes the player’s own maps', async () => {
    const player = await signedInPlayer(ctx(), 'maker');
    const created = await createMap(app(), player.headers, {
      title: '  Isla Tortuga ',
      description: 'Tortugas por todas partes.',
    });
    expect(created).toEqual({
      mapid: expect.any(Number),
      name: 'Isla Tortuga',
      description: 'Tortugas por todas partes.',
      mapImage: null,
      published: 0,
      difficulty: 1,
      likes: 0,
      num_players: 0,
      tags: [],
      remixable: false,
    });
    expect(await ownMaps(player.headers)).toEqual([created]);

    const edited = await sendMapForm(app(), player.headers, { title: 'Isla Tortuga II' }, [], created.mapid);
    expect(edited.json()).toMatchObject({
      mapid: created.mapid,
      name: 'Isla Tortuga II',
      description: '',
      published: 0,
    });

    const removed = await app().inject({
      method: 'DELETE',
      url: `/maps/maps/${created.mapid}`,
      headers: player.headers,
    });
    expect(removed.json()).toEqual({ message: 'Mapa eliminado.' });
    expect(await ownMaps(player.headers)).toEqual([]);
  });

  it('refuses to publish a map the check finds problems in, and changes nothing', async () => {
    const player = await signedInPlayer(ctx(), 'hasty');
    const refusedNew = await sendMapForm(app(), player.headers, { title: 'Vacía', published: '1' });
    expect(refusedNew.statusCode).toBe(422);
    expect(refusedNew.json()).toEqual({
      error: 'El mapa tiene problemas que impiden publicarlo. Puedes guardarlo sin publicar.',
      code: 'MAP_INVALID',
      issues: [{ code: 'no-events' }],
    });
    expect(await ownMaps(player.headers)).toEqual([]);

    const map = await createMap(app(), player.headers, { title: 'Borrador' });
    const shovel = await createItem(app(), player.headers, { name: 'Pala' });
    const locked = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      premise: 'Una puerta cerrada',
      isChecked: true,
      consequencesList: [option()],
    });
    const digging = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      premise: 'Arena blanda',
      consequencesList: [option({ objectidRequeriment: shovel.objectid })],
    });
    const refused = await sendMapForm(app(), player.headers, { title: 'Otro nombre', published: '1' }, [], map.mapid);
    expect(refused.statusCode).toBe(422);
    // Events and items are named as the creator knows them, beside their ids.
    expect(refused.json().issues).toEqual([
      { code: 'event-unreachable', eventId: locked.eventid, premise: 'Una puerta cerrada' },
      {
        code: 'item-never-rewarded',
        eventId: digging.eventid,
        premise: 'Arena blanda',
        consequenceId: digging.consequences[0].consequenceid,
        itemId: shovel.objectid,
        itemName: 'Pala',
      },
      { code: 'no-reachable-win' },
    ]);
    expect((await ownMaps(player.headers))[0]).toMatchObject({ name: 'Borrador', published: 0 });
  });

  it('tells the event screen the map check and the difficulty after its changes', async () => {
    const player = await signedInPlayer(ctx(), 'checker');
    const map = await createMap(app(), player.headers);
    await createEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ healthConsequence: -100 })],
    });
    const res = await app().inject({
      method: 'PUT',
      url: `/maps/${map.mapid}/edit`,
      headers: player.headers,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    const { map: checked, issues } = res.json();
    expect(checked.difficulty).toBeGreaterThan(5);
    expect(issues).toEqual([{ code: 'no-reachable-win' }]);
  });

  it('lists published maps with their creator, searches, sorts and pages them', async () => {
    const alice = await signedInPlayer(ctx(), 'alice');
    const bob = await signedInPlayer(ctx(), 'bob');
    const names = ['Zeta Cove', 'alpha_reef', 'ALPHA Bay', 'Mid%Isle'];
    const maps = [];
    for (const name of names) maps.push(await publishableMap(app(), alice.headers, name));
    await createMap(app(), alice.headers, { title: 'alpha draft' });
    await app().inject({ method: 'POST', url: `/maps/${maps[3].mapid}/like`, headers: bob.headers });
    // Two addresses: one address counts once a day.
    for (const remoteAddress of ['192.0.2.11', '192.0.2.12']) {
      await app().inject({ method: 'POST', url: `/maps/${maps[0].mapid}/play`, remoteAddress });
    }

    const browse = async (query: string, headers: Record<string, string> = {}) => {
      const res = await app().inject({ method: 'GET', url: `/maps/all?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      // Joined from strings the server serialised once per page (services/maps/browse.ts): still exactly the contract.
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(browseResponse.strict().parse(res.json())).toEqual(res.json());
      return res.json();
    };
    const az = await browse('sort=az&search=ALPHA');
    expect(az.maps.map((m: { name: string }) => m.name)).toEqual(['ALPHA Bay', 'alpha_reef']);
    expect(az.total).toBe(2);
    expect((await browse('search=%25')).maps.map((m: { name: string }) => m.name)).toEqual(['Mid%Isle']);
    expect((await browse('search=a_r')).maps.map((m: { name: string }) => m.name)).toEqual(['alpha_reef']);

    const byLikes = await browse('sort=likes&limit=2', bob.headers);
    expect(byLikes.maps[0]).toEqual({
      mapid: maps[3].mapid,
      name: 'Mid%Isle',
      description: 'Lista para jugar.',
      mapImage: null,
      difficulty: maps[3].difficulty,
      likes: 1,
      num_players: 0,
      tags: [],
      username: alice.username,
      profile_image: 'pic-01.webp',
      banner: 'banner-01.webp',
      userHasLiked: true,
      remixable: false,
      credits: [],
    });
    expect(byLikes).toMatchObject({ page: 1, pageSize: 2 });
    expect(byLikes.total).toBeGreaterThanOrEqual(4);
    expect((await browse('sort=plays')).maps[0]).toMatchObject({
      mapid: maps[0].mapid,
      num_players: 2,
      userHasLiked: false,
    });

    const all = await browse('sort=az&limit=50');
    const paged = [...(await browse('sort=az&limit=3&page=1')).maps, ...(await browse('sort=az&limit=3&page=2')).maps];
    expect(paged.map((m: { mapid: number }) => m.mapid)).toEqual(
      all.maps.slice(0, 6).map((m: { mapid: number }) => m.mapid),
    );
    expect(all.maps.some((m: { name: string }) => m.name === 'alpha draft' || m.name === 'Beach Island')).toBe(false);
  });

  it('counts a map this server publishes, unpublishes or deletes in the very next total', async () => {
    const player = await signedInPlayer(ctx(), 'counted');
    const total = async () => (await app().inject({ method: 'GET', url: '/maps/all' })).json().total as number;
    const before = await total();
    const map = await publishableMap(app(), player.headers, 'Isla Contada');
    expect(await total()).toBe(before + 1);
    const fields = { title: 'Isla Contada', description: 'Lista para jugar.', published: '0' };
    expect((await sendMapForm(app(), player.headers, fields, [], map.mapid)).statusCode).toBe(200);
    expect(await total()).toBe(before);
    await sendMapForm(app(), player.headers, { ...fields, published: '1' }, [], map.mapid);
    expect(await total()).toBe(before + 1);
    const url = `/maps/maps/${map.mapid}`;
    expect((await app().inject({ method: 'DELETE', url, headers: player.headers, payload: {} })).statusCode).toBe(200);
    expect(await total()).toBe(before);
  });

  it('shows a player’s published maps on their profile', async () => {
    const player = await signedInPlayer(ctx(), 'famous');
    const published = await publishableMap(app(), player.headers, 'Isla Famosa');
    await createMap(app(), player.headers, { title: 'Secreta' });
    const profile = (await app().inject({ method: 'GET', url: `/user/mi_perfil/${player.username}` })).json();
    expect(profile.maps).toEqual([
      {
        mapid: published.mapid,
        name: 'Isla Famosa',
        description: 'Lista para jugar.',
        mapImage: null,
        likes: 0,
        num_players: 0,
        difficulty: published.difficulty,
      },
    ]);
  });

  it('deletes every map, event, option, item and like of an account that is deleted', async () => {
    const leaving = await signedInPlayer(ctx(), 'leaving');
    const fan = await signedInPlayer(ctx(), 'fan');
    const theirs = await publishableMap(app(), leaving.headers);
    const item = await createItem(app(), leaving.headers);
    const fansMap = await publishableMap(app(), fan.headers);
    await app().inject({ method: 'POST', url: `/maps/${fansMap.mapid}/like`, headers: leaving.headers });
    const deleted = await app().inject({
      method: 'DELETE',
      url: '/user/account',
      headers: leaving.headers,
      payload: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const db = app().db.kysely;
    expect(await db.selectFrom('maps').select('mapid').where('mapid', '=', theirs.mapid).execute()).toEqual([]);
    expect(await db.selectFrom('events').select('eventid').where('mapid', '=', theirs.mapid).execute()).toEqual([]);
    expect(await db.selectFrom('objects').select('objectid').where('objectid', '=', item.objectid).execute()).toEqual(
      [],
    );
    const orphans = await db
      .selectFrom('consequences as c')
      .leftJoin('events as e', 'e.eventid', 'c.eventid')
      .select('c.consequenceid')
      .where('e.eventid', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    expect(await db.selectFrom('likes').select('mapid').where('mapid', '=', fansMap.mapid).execute()).toEqual([]);
    const fansRow = await db
      .selectFrom('maps')
      .select('likes')
      .where('mapid', '=', fansMap.mapid)
      .executeTakeFirstOrThrow();
    expect(fansRow.likes).toBe(0);
  });
});
