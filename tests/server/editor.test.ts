import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createItem, createMap, option } from './helpers/creators';

describeEachDb('the event diagram editor', (ctx) => {
  const app = () => ctx().app;
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'designer');
  });
  const call = (path: string, payload: object) =>
    app().inject({ method: 'POST', url: `/maps/event_creator/${path}`, headers: player.headers, payload });
  const graph = async (mapId: number) => (await call('event_consequences', { mapId })).json().events;
  const newEvent = async (mapId: number, premise: string, extra: object = {}) => {
    const res = await call('create_event', { mapId, premise, ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().eventid as number;
  };
  const newOption = async (mapid: number, eventid: number, extra: object = {}) => {
    const res = await call('create_consequence', { mapid, eventid, ...option(), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().consequenceid as number;
  };

  it('creates nodes and options and loads the whole diagram', async () => {
    const map = await createMap(app(), player.headers);
    const start = await newEvent(map.mapid, 'Naufragio', { position: { x: 10.4, y: -20.6 } });
    const cave = await newEvent(map.mapid, 'Cueva', { locked: true });
    const knife = await createItem(app(), player.headers, { name: 'Cuchillo', functionality: 'None' });
    const consequenceid = await newOption(map.mapid, start, {
      option: 'Entrar',
      healthConsequence: -5,
      effectConsequence: 'paranoia',
      objectidReward: knife.objectid,
    });
    expect(await graph(map.mapid)).toEqual([
      {
        eventid: start,
        premise: 'Naufragio',
        locked: false,
        position: { x: 10, y: -21 },
        consequences: [
          expect.objectContaining({
            consequenceid,
            option: 'Entrar',
            health_consequence: -5,
            effect_consequence: 'paranoia',
            idobject_reward: knife.objectid,
          }),
        ],
      },
      { eventid: cave, premise: 'Cueva', locked: true, position: null, consequences: [] },
    ]);
  });

  it('draws, switches and removes edges: direct sets follows_eventid, unlocks sets unlocks_eventid', async () => {
    const map = await createMap(app(), player.headers);
    const from = await newEvent(map.mapid, 'Playa');
    const to = await newEvent(map.mapid, 'Selva', { locked: true });
    const consequenceid = await newOption(map.mapid, from);
    const optionOf = async () => (await graph(map.mapid))[0].consequences[0];

    const created = await call('create_edge', {
      sourceEvent: from,
      sourceConsequence: consequenceid,
      option: 'Nadar',
      targetEvent: to,
      type: 'direct',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      edge: {
        id: `direct-${consequenceid}`,
        sourceEvent: from,
        sourceConsequence: consequenceid,
        targetEvent: to,
        type: 'direct',
      },
    });
    expect(await optionOf()).toMatchObject({ follows_eventid: to, unlocks_eventid: null });

    const ref = { consequenceId: consequenceid, eventId: to, mapId: map.mapid };
    const switched = await call('update_edge', { ...ref, type: 'unlocks' });
    expect(switched.json().edge).toMatchObject({ id: `unlocks-${consequenceid}`, type: 'unlocks', targetEvent: to });
    expect(await optionOf()).toMatchObject({ follows_eventid: null, unlocks_eventid: to });

    const wrongType = await call('delete_edge', { ...ref, type: 'direct' });
    expect([wrongType.statusCode, wrongType.json().code]).toEqual([404, 'EDGE_NOT_FOUND']);
    const removed = await call('delete_edge', { ...ref, type: 'unlocks' });
    expect(removed.json()).toEqual({ message: 'Conexión eliminada.' });
    expect(await optionOf()).toMatchObject({ follows_eventid: null, unlocks_eventid: null });
  });

  it('changes a node’s title, lock, place and options; without options they stay', async () => {
    const map = await createMap(app(), player.headers);
    const eventid = await newEvent(map.mapid, 'Antes');
    const kept = await newOption(map.mapid, eventid, { option: 'Quedarse' });
    const res = await call('update_event', {
      mapId: map.mapid,
      eventid,
      label: 'Después',
      locked: true,
      position: { x: 650, y: 0 },
    });
    expect(res.json()).toMatchObject({ eventid, premise: 'Después', locked: true, position: { x: 650, y: 0 } });
    expect(res.json().consequences.map((c: { consequenceid: number }) => c.consequenceid)).toEqual([kept]);

    const replaced = await call('update_event', {
      mapId: map.mapid,
      eventid,
      label: 'Después',
      locked: false,
      options: [option({ consequenceid: kept, option: 'Quedarse quieto', wins: true }), option({ option: 'Correr' })],
    });
    expect(replaced.json().consequences.map((c: { option: string; wins: boolean }) => [c.option, c.wins])).toEqual([
      ['Quedarse quieto', true],
      ['Correr', false],
    ]);
    expect(replaced.json().position).toEqual({ x: 650, y: 0 });
  });

  it('saves many node positions at once and deletes single options', async () => {
    const map = await createMap(app(), player.headers);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await newEvent(map.mapid, `Evento ${i}`));
    const positions = ids.map((eventid, i) => ({ eventid, x: i * 650, y: i === 1 ? 99.7 : 0 }));
    const saved = await call('positions', { mapId: map.mapid, positions });
    expect(saved.json()).toEqual({ updated: 3 });
    expect((await graph(map.mapid)).map((e: { position: unknown }) => e.position)).toEqual([
      { x: 0, y: 0 },
      { x: 650, y: 100 },
      { x: 1300, y: 0 },
    ]);

    const consequenceId = await newOption(map.mapid, ids[0]);
    const deleted = await call('delete_consequence', { mapId: map.mapid, consequenceId });
    expect(deleted.json()).toEqual({ message: 'Opción eliminada.' });
    expect((await graph(map.mapid))[0].consequences).toEqual([]);
  });

  it('refuses ids that do not fit together', async () => {
    const map = await createMap(app(), player.headers);
    const other = await createMap(app(), player.headers);
    const here = await newEvent(map.mapid, 'Aquí');
    const there = await newEvent(other.mapid, 'Allí');
    const optionHere = await newOption(map.mapid, here);
    const cases: [string, object, number, string][] = [
      [
        'create_edge',
        { sourceEvent: here, sourceConsequence: optionHere, targetEvent: there, type: 'direct' },
        400,
        'EVENT_NOT_IN_MAP',
      ],
      [
        'create_edge',
        { sourceEvent: there, sourceConsequence: optionHere, targetEvent: here, type: 'direct' },
        400,
        'EVENT_NOT_IN_MAP',
      ],
      ['create_consequence', { mapid: other.mapid, eventid: here, ...option() }, 400, 'EVENT_NOT_IN_MAP'],
      [
        'update_edge',
        { consequenceId: optionHere, eventId: here, mapId: map.mapid, type: 'unlocks' },
        404,
        'EDGE_NOT_FOUND',
      ],
      ['positions', { mapId: other.mapid, positions: [{ eventid: here, x: 0, y: 0 }] }, 400, 'EVENT_NOT_IN_MAP'],
      ['positions', { mapId: map.mapid, positions: [{ eventid: 987_654, x: 0, y: 0 }] }, 404, 'EVENT_NOT_FOUND'],
      ['delete_consequence', { mapId: map.mapid, consequenceId: 987_654 }, 404, 'CONSEQUENCE_NOT_FOUND'],
      ['event_consequences', { mapId: 3 }, 403, 'MAP_READ_ONLY'],
    ];
    for (const [path, payload, status, code] of cases) {
      const res = await call(path, payload);
      expect([res.statusCode, res.json().code], `${path} ${JSON.stringify(payload)}`).toEqual([status, code]);
    }
  });
});
