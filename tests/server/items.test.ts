import { beforeAll, expect, it } from 'vitest';
import { nowIso } from '../../server/db/dialect';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import {
  createEvent,
  createItem,
  createMap,
  option,
  publishableMap,
  sendItemForm,
  sendMapForm,
} from './helpers/creators';

describeEachDb('items: the item creator and the items a map needs', (ctx) => {
  const app = () => ctx().app;
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'crafter');
  });
  const ownItems = async () =>
    (await app().inject({ method: 'POST', url: '/items/getItems', headers: player.headers })).json().objects;
  const itemsOfMap = (mapId: number, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: '/items/getItemsByMapId', headers, payload: { mapId } });

  it('creates, lists, edits and deletes the player’s own items', async () => {
    const item = await createItem(app(), player.headers, {
      name: ' Agua ',
      description: 'Fresca.',
      functionality: 'drink',
    });
    expect(item).toEqual({
      objectid: expect.any(Number),
      name: 'Agua',
      description: 'Fresca.',
      functionality: 'drink',
      objectImage: null,
    });
    expect(await ownItems()).toContainEqual(item);

    const edited = await sendItemForm(
      app(),
      player.headers,
      { name: 'Agua turbia', description: 'Mejor no.' },
      [],
      item.objectid,
    );
    expect(edited.json()).toEqual({ ...item, name: 'Agua turbia', description: 'Mejor no.' });

    const removed = await app().inject({
      method: 'DELETE',
      url: `/items/delete/${item.objectid}`,
      headers: player.headers,
    });
    expect(removed.json()).toEqual({ message: 'Ítem eliminado.' });
    expect((await ownItems()).some((o: { objectid: number }) => o.objectid === item.objectid)).toBe(false);
  });

  it('asks for every field when the name or description is missing', async () => {
    const incomplete: Record<string, string>[] = [
      { description: 'Sin nombre' },
      { name: 'Sin descripción' },
      { name: '  ', description: 'x' },
    ];
    for (const fields of incomplete) {
      const res = await sendItemForm(app(), player.headers, fields);
      expect([res.statusCode, res.json().error, res.json().code]).toEqual([
        400,
        'Por favor completa todos los campos.',
        'ITEM_FIELDS_REQUIRED',
      ]);
    }
    const unknown = await sendItemForm(app(), player.headers, {
      name: 'x',
      description: 'y',
      functionality: 'teleport',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'ITEM_FUNCTIONALITY_UNKNOWN']);
  });

  it('gives the game the items a map’s options need or give, to visitors too', async () => {
    const key = await createItem(app(), player.headers, { name: 'Llave', functionality: 'intercambiable' });
    const food = await createItem(app(), player.headers, { name: 'Coco', functionality: 'food' });
    await createItem(app(), player.headers, { name: 'No usado' });
    const map = await publishableMap(app(), player.headers);
    await createEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [
        option({ objectidReward: key.objectid }),
        option({ objectidRequeriment: key.objectid, objectidReward: food.objectid }),
      ],
    });
    // Players get the published version's items: the new event's reach them once published (docs/creators.md).
    expect((await itemsOfMap(map.mapid)).json()).toEqual({ objects: [] });
    const republished = await sendMapForm(app(), player.headers, { title: map.name, published: '1' }, [], map.mapid);
    expect(republished.statusCode, republished.body).toBe(200);
    const res = await itemsOfMap(map.mapid);
    expect(res.json()).toEqual({ objects: [key, food] });
  });

  it('keeps a draft’s items to its owner and answers built-in items in the asked language', async () => {
    const draft = await createMap(app(), player.headers);
    expect([(await itemsOfMap(draft.mapid)).statusCode, (await itemsOfMap(draft.mapid)).json().code]).toEqual([
      404,
      'MAP_NOT_FOUND',
    ]);
    expect((await itemsOfMap(draft.mapid, player.headers)).statusCode).toBe(200);
    expect((await itemsOfMap(987_654)).statusCode).toBe(404);

    // What the islands' seeder writes: an item of an island with its English name, used by an option of the island.
    const db = app().db.kysely;
    const shell = await db
      .insertInto('objects')
      .values({
        mapid: 5,
        name: 'Concha',
        name_en: 'Shell',
        description: 'Brilla.',
        description_en: 'It shines.',
        functionality: 'mind',
        image: null,
        created_at: nowIso(),
      })
      .returning('objectid')
      .executeTakeFirstOrThrow();
    const { eventid } = await db
      .insertInto('events')
      .values({ mapid: 5, premise: 'Playa', premise_en: 'Beach' })
      .returning('eventid')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('consequences')
      .values({ eventid, option: 'Coger', consequence_text: 'La coges.', idobject_reward: shell.objectid })
      .execute();
    const english = await itemsOfMap(5, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json().objects).toContainEqual({
      objectid: shell.objectid,
      name: 'Shell',
      description: 'It shines.',
      functionality: 'mind',
      objectImage: null,
    });
    const spanish = await itemsOfMap(5);
    expect(spanish.json().objects).toContainEqual(
      expect.objectContaining({ objectid: shell.objectid, name: 'Concha', description: 'Brilla.' }),
    );
  });

  it('clears the links of options whose item is deleted', async () => {
    const map = await createMap(app(), player.headers);
    const torch = await createItem(app(), player.headers, { name: 'Antorcha' });
    const event = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ objectidRequeriment: torch.objectid })],
    });
    await app().inject({ method: 'DELETE', url: `/items/delete/${torch.objectid}`, headers: player.headers });
    const res = await app().inject({
      method: 'GET',
      url: `/maps/event/${event.eventid}/consequences`,
      headers: player.headers,
    });
    expect(res.json().consequences[0].idobject_requeriment).toBeNull();
  });

  it('lets nobody change the built-in items', async () => {
    const db = app().db.kysely;
    const builtIn = await db
      .insertInto('objects')
      .values({
        mapid: 2,
        name: 'Machete',
        description: 'Corta.',
        functionality: 'None',
        image: null,
        created_at: nowIso(),
      })
      .returning('objectid')
      .executeTakeFirstOrThrow();
    const edit = await sendItemForm(
      app(),
      player.headers,
      { name: 'Mío', description: 'Ahora.' },
      [],
      builtIn.objectid,
    );
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'ITEM_READ_ONLY']);
    const remove = await app().inject({
      method: 'DELETE',
      url: `/items/delete/${builtIn.objectid}`,
      headers: player.headers,
    });
    expect([remove.statusCode, remove.json().code]).toEqual([403, 'ITEM_READ_ONLY']);
  });
});
