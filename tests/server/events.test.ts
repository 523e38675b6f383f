import { beforeAll, expect, it } from 'vitest';
import { OPTION_DEFAULTS } from '../fixtures/options';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createItem, createMap, option, sendEvent } from './helpers/creators';

describeEachDb('events: the event list screen', (ctx) => {
  const app = () => ctx().app;
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'writer');
  });
  const consequencesOf = async (eventid: number) =>
    (await app().inject({ method: 'GET', url: `/maps/event/${eventid}/consequences`, headers: player.headers })).json()
      .consequences;

  it('creates an event with the defaults of spec 5 and lists it', async () => {
    const map = await createMap(app(), player.headers);
    const event = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      premise: '  Una tormenta  ',
      isChecked: true,
      consequencesList: [option()],
    });
    expect(event).toEqual({
      eventid: expect.any(Number),
      premise: 'Una tormenta',
      locked: true,
      consequences: [
        {
          consequenceid: expect.any(Number),
          option: 'Nadar',
          consequence_text: 'Llegas a la orilla.',
          ...OPTION_DEFAULTS,
        },
      ],
    });
    const list = await app().inject({
      method: 'POST',
      url: '/maps/event',
      headers: player.headers,
      payload: { mapId: map.mapid },
    });
    expect(list.json()).toEqual({ events: [{ eventid: event.eventid, premise: 'Una tormenta', locked: true }] });
    expect(await consequencesOf(event.eventid)).toEqual(event.consequences);
  });

  it('stores every field of an option, and the event’s Wins box makes each option win', async () => {
    const map = await createMap(app(), player.headers);
    const rope = await createItem(app(), player.headers);
    const later = await createEvent(app(), player.headers, { mapId: map.mapid, isChecked: true });
    const full = option({
      healthConsequence: -20,
      hungerConsequence: 5,
      thirstConsequence: -100,
      sanityConsequence: 100,
      effectConsequence: 'poison',
      objectidRequeriment: rope.objectid,
      objectidReward: rope.objectid,
      unlocksEventId: later.eventid,
      followsEventId: later.eventid,
    });
    const event = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      wins: true,
      consequencesList: [full, option()],
    });
    expect(event.consequences.map((c) => c.wins)).toEqual([true, true]);
    expect(event.consequences[0]).toMatchObject({
      health_consequence: -20,
      hunger_consequence: 5,
      thirst_consequence: -100,
      sanity_consequence: 100,
      effect_consequence: 'poison',
      idobject_requeriment: rope.objectid,
      idobject_reward: rope.objectid,
      unlocks_eventid: later.eventid,
      follows_eventid: later.eventid,
    });
  });

  it('replaces an event’s options in one go, keeping the ids of the options it names', async () => {
    const map = await createMap(app(), player.headers);
    const event = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ option: 'A' }), option({ option: 'B' })],
    });
    const [a, b] = event.consequences;
    const res = await sendEvent(
      app(),
      player.headers,
      {
        mapId: map.mapid,
        premise: 'Nuevo texto',
        consequencesList: [option({ consequenceid: b.consequenceid, option: 'B2' }), option({ option: 'C' })],
      },
      event.eventid,
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json();
    expect(edited.premise).toBe('Nuevo texto');
    expect(edited.consequences.map((c: { option: string }) => c.option)).toEqual(['B2', 'C']);
    expect(edited.consequences[0].consequenceid).toBe(b.consequenceid);
    expect(edited.consequences.some((c: { consequenceid: number }) => c.consequenceid === a.consequenceid)).toBe(false);
  });

  it('refuses a failed edit as a whole: nothing of it is stored', async () => {
    const map = await createMap(app(), player.headers);
    const event = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ option: 'Quieto' })],
    });
    const res = await sendEvent(
      app(),
      player.headers,
      { mapId: map.mapid, premise: 'Cambiado', consequencesList: [option(), option({ objectidReward: 999_999 })] },
      event.eventid,
    );
    expect([res.statusCode, res.json().code, res.json().field]).toEqual([
      404,
      'ITEM_NOT_FOUND',
      'consequencesList.1.objectidReward',
    ]);
    const list = await app().inject({
      method: 'POST',
      url: '/maps/event',
      headers: player.headers,
      payload: { mapId: map.mapid },
    });
    expect(list.json().events[0].premise).toBe('Un cangrejo gigante');
    expect((await consequencesOf(event.eventid)).map((c: { option: string }) => c.option)).toEqual(['Quieto']);
  });

  it('answers the validation rules of spec 5 with their messages', async () => {
    const map = await createMap(app(), player.headers);
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ premise: '   ' }, 400, 'PREMISE_REQUIRED', 'La descripción del evento es obligatoria.'],
      [
        { consequencesList: [{ consequenceText: 'x' }] },
        400,
        'OPTION_REQUIRED',
        'El texto de la opción es obligatorio.',
      ],
      [
        { consequencesList: [{ option: 'x', consequenceText: '' }] },
        400,
        'CONSEQUENCE_TEXT_REQUIRED',
        'El texto de la consecuencia es obligatorio.',
      ],
      [
        { consequencesList: [option({ healthConsequence: 101 })] },
        400,
        'STAT_OUT_OF_RANGE',
        expect.stringContaining('-100 y 100'),
      ],
      [{ consequencesList: [option({ sanityConsequence: 1.5 })] }, 400, 'STAT_OUT_OF_RANGE', expect.any(String)],
      [{ consequencesList: [option({ effectConsequence: 'flying' })] }, 400, 'EFFECT_UNKNOWN', 'Ese efecto no existe.'],
      [{ consequencesList: Array.from({ length: 21 }, () => option()) }, 400, 'TOO_MANY_OPTIONS', expect.any(String)],
      [{ consequencesList: [option({ followsEventId: 987_654 })] }, 404, 'EVENT_NOT_FOUND', 'Evento no encontrado.'],
    ];
    for (const [body, status, code, error] of cases) {
      const res = await sendEvent(app(), player.headers, { mapId: map.mapid, ...body });
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([
        status,
        expect.objectContaining({ code, error }),
      ]);
    }
    const english = await app().inject({
      method: 'POST',
      url: '/maps/event/create',
      headers: { ...player.headers, 'accept-language': 'en' },
      payload: { mapId: map.mapid, premise: '' },
    });
    expect(english.json()).toEqual({
      error: 'The event description is required.',
      code: 'PREMISE_REQUIRED',
      field: 'premise',
    });
    const list = await app().inject({
      method: 'POST',
      url: '/maps/event',
      headers: player.headers,
      payload: { mapId: map.mapid },
    });
    expect(list.json().events).toEqual([]);
  });

  it('links only to events of the same map and to the player’s own items', async () => {
    const map = await createMap(app(), player.headers);
    const otherMap = await createMap(app(), player.headers);
    const elsewhere = await createEvent(app(), player.headers, { mapId: otherMap.mapid });
    const stranger = await signedInPlayer(ctx(), 'stranger');
    const theirItem = await createItem(app(), stranger.headers);
    const res1 = await sendEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ unlocksEventId: elsewhere.eventid })],
    });
    expect([res1.statusCode, res1.json().code]).toEqual([400, 'EVENT_NOT_IN_MAP']);
    const res2 = await sendEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ objectidRequeriment: theirItem.objectid })],
    });
    expect([res2.statusCode, res2.json().code, res2.json().field]).toEqual([
      403,
      'ITEM_FORBIDDEN',
      'consequencesList.0.objectidRequeriment',
    ]);
  });

  it('deletes an event; options that led to it keep going with the link cleared', async () => {
    const map = await createMap(app(), player.headers);
    const target = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      isChecked: true,
      consequencesList: [option()],
    });
    const source = await createEvent(app(), player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ unlocksEventId: target.eventid, followsEventId: target.eventid })],
    });
    const res = await app().inject({
      method: 'DELETE',
      url: `/maps/events/${target.eventid}`,
      headers: player.headers,
    });
    expect(res.json()).toEqual({ message: 'Evento eliminado.' });
    expect((await consequencesOf(source.eventid))[0]).toMatchObject({ unlocks_eventid: null, follows_eventid: null });
    const gone = await app().inject({
      method: 'GET',
      url: `/maps/event/${target.eventid}/consequences`,
      headers: player.headers,
    });
    expect([gone.statusCode, gone.json().code]).toEqual([404, 'EVENT_NOT_FOUND']);
  });

  it('keeps the stored difficulty in step with the content', async () => {
    const map = await createMap(app(), player.headers);
    const difficultyNow = async () =>
      (await app().inject({ method: 'POST', url: '/maps', headers: player.headers }))
        .json()
        .maps.find((m: { mapid: number }) => m.mapid === map.mapid).difficulty;
    // Survivable on its own: one event that wounds, and then the bottle is empty (docs/difficulty.md).
    const wound = option({ healthConsequence: -60, effectConsequence: 'bleeding' });
    await createEvent(app(), player.headers, { mapId: map.mapid, consequencesList: [wound, wound] });
    expect(await difficultyNow()).toBe(1);
    // A second such event kills every run that meets both.
    await createEvent(app(), player.headers, { mapId: map.mapid, consequencesList: [wound, wound] });
    expect(await difficultyNow()).toBeGreaterThanOrEqual(8);
  });
});
