import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createItem, createMap, multipart, option } from './helpers/creators';

interface Ids {
  map: number;
  event: number;
  locked: number;
  option: number;
  item: number;
}

describeEachDb('ownership: another player’s token changes nothing', (ctx) => {
  const app = () => ctx().app;
  let owner: Awaited<ReturnType<typeof signedInPlayer>>;
  let intruder: Awaited<ReturnType<typeof signedInPlayer>>;
  let theirs: Ids;
  let mine: Ids;

  /** A map with an open event whose option leads to a locked one, and an item the option needs. */
  const content = async (headers: Record<string, string>): Promise<Ids> => {
    const map = await createMap(app(), headers);
    const item = await createItem(app(), headers);
    const locked = await createEvent(app(), headers, {
      mapId: map.mapid,
      isChecked: true,
      consequencesList: [option({ wins: true })],
    });
    const event = await createEvent(app(), headers, {
      mapId: map.mapid,
      consequencesList: [option({ followsEventId: locked.eventid, objectidReward: item.objectid })],
    });
    return {
      map: map.mapid,
      event: event.eventid,
      locked: locked.eventid,
      option: event.consequences[0].consequenceid,
      item: item.objectid,
    };
  };

  beforeAll(async () => {
    owner = await signedInPlayer(ctx(), 'owner');
    intruder = await signedInPlayer(ctx(), 'intruder');
    theirs = await content(owner.headers);
    mine = await content(intruder.headers);
  });

  /** Everything the owner has, as stored. */
  const snapshot = async () => {
    const db = app().db.kysely;
    const maps = await db.selectFrom('maps').selectAll().where('owner_id', 'is not', null).orderBy('mapid').execute();
    const events = await db.selectFrom('events').selectAll().orderBy('eventid').execute();
    const options = await db.selectFrom('consequences').selectAll().orderBy('consequenceid').execute();
    const items = await db.selectFrom('objects').selectAll().orderBy('objectid').execute();
    return { maps, events, options, items };
  };

  const form = (fields: Record<string, string>) => multipart(fields);
  const editor = (path: string, payload: object): InjectOptions => ({
    method: 'POST',
    url: `/maps/event_creator/${path}`,
    payload,
  });
  const edge = (ids: { consequenceId: number; eventId: number; mapId: number }) => ({
    ...ids,
    type: 'direct' as const,
  });

  /** Every call that changes (or reads for editing) creator content, aimed at the owner's ids. */
  const attacks = (): [string, InjectOptions][] => {
    const mapForm = form({ title: 'Robado', published: '0' });
    const itemForm = form({ name: 'Robado', description: 'x' });
    const eventBody = { premise: 'Robado', mapId: theirs.map, consequencesList: [option()] };
    return [
      [
        'edit their map',
        { method: 'PUT', url: `/maps/map/${theirs.map}/edit`, payload: mapForm.payload, headers: mapForm.headers },
      ],
      ['delete their map', { method: 'DELETE', url: `/maps/maps/${theirs.map}` }],
      ['check their map', { method: 'PUT', url: `/maps/${theirs.map}/edit`, payload: {} }],
      ['list their events', { method: 'POST', url: '/maps/event', payload: { mapId: theirs.map } }],
      ['read their options', { method: 'GET', url: `/maps/event/${theirs.event}/consequences` }],
      ['add an event to their map', { method: 'POST', url: '/maps/event/create', payload: eventBody }],
      ['edit their event', { method: 'PUT', url: `/maps/event/${theirs.event}/edit`, payload: eventBody }],
      [
        'edit their event through my map',
        { method: 'PUT', url: `/maps/event/${theirs.event}/edit`, payload: { ...eventBody, mapId: mine.map } },
      ],
      ['delete their event', { method: 'DELETE', url: `/maps/events/${theirs.event}` }],
      ['load their diagram', editor('event_consequences', { mapId: theirs.map })],
      [
        'rename their node',
        editor('update_event', { mapId: theirs.map, eventid: theirs.event, label: 'x', locked: false }),
      ],
      [
        'rename their node through my map',
        editor('update_event', { mapId: mine.map, eventid: theirs.event, label: 'x', locked: false }),
      ],
      ['add a node to their map', editor('create_event', { mapId: theirs.map, premise: 'x' })],
      [
        'add an option to their event',
        editor('create_consequence', { mapid: theirs.map, eventid: theirs.event, ...option() }),
      ],
      [
        'add an option to their event through my map',
        editor('create_consequence', { mapid: mine.map, eventid: theirs.event, ...option() }),
      ],
      ['delete their option', editor('delete_consequence', { mapId: theirs.map, consequenceId: theirs.option })],
      [
        'delete their option through my map',
        editor('delete_consequence', { mapId: mine.map, consequenceId: theirs.option }),
      ],
      [
        'move their nodes',
        editor('positions', { mapId: theirs.map, positions: [{ eventid: theirs.event, x: 1, y: 1 }] }),
      ],
      [
        'move their node on my map',
        editor('positions', { mapId: mine.map, positions: [{ eventid: theirs.event, x: 1, y: 1 }] }),
      ],
      [
        'draw an edge on their map',
        editor('create_edge', {
          sourceEvent: theirs.event,
          sourceConsequence: theirs.option,
          targetEvent: theirs.locked,
          type: 'unlocks',
        }),
      ],
      [
        'draw an edge from my option to their event',
        editor('create_edge', {
          sourceEvent: mine.event,
          sourceConsequence: mine.option,
          targetEvent: theirs.locked,
          type: 'direct',
        }),
      ],
      [
        'switch their edge',
        editor('update_edge', {
          ...edge({ consequenceId: theirs.option, eventId: theirs.locked, mapId: theirs.map }),
          type: 'unlocks',
        }),
      ],
      [
        'switch their edge through my map',
        editor('update_edge', edge({ consequenceId: theirs.option, eventId: theirs.locked, mapId: mine.map })),
      ],
      [
        'delete their edge',
        editor('delete_edge', edge({ consequenceId: theirs.option, eventId: theirs.locked, mapId: theirs.map })),
      ],
      [
        'delete their edge through my map',
        editor('delete_edge', edge({ consequenceId: theirs.option, eventId: theirs.locked, mapId: mine.map })),
      ],
      [
        'edit their item',
        { method: 'PATCH', url: `/items/update/${theirs.item}`, payload: itemForm.payload, headers: itemForm.headers },
      ],
      ['delete their item', { method: 'DELETE', url: `/items/delete/${theirs.item}` }],
      [
        'use their item in my event',
        {
          method: 'POST',
          url: '/maps/event/create',
          payload: { premise: 'x', mapId: mine.map, consequencesList: [option({ objectidRequeriment: theirs.item })] },
        },
      ],
      [
        'link my option to their event',
        editor('update_event', {
          mapId: mine.map,
          eventid: mine.event,
          label: 'x',
          locked: false,
          options: [option({ unlocksEventId: theirs.event })],
        }),
      ],
      [
        'take over their option in my event',
        editor('update_event', {
          mapId: mine.map,
          eventid: mine.event,
          label: 'x',
          locked: false,
          options: [option({ consequenceid: theirs.option })],
        }),
      ],
    ];
  };

  it('answers 403 to every change of someone else’s map, event, option, edge or item, and stores nothing', async () => {
    const before = await snapshot();
    for (const [name, request] of attacks()) {
      const res = await app().inject({
        ...request,
        headers: { ...intruder.headers, ...(request.headers as Record<string, string>) },
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
      expect(['MAP_FORBIDDEN', 'ITEM_FORBIDDEN'], name).toContain(res.json().code);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 to the same calls without a token', async () => {
    for (const [name, request] of attacks()) {
      const res = await app().inject(request);
      expect([res.statusCode, res.json().code], name).toEqual([401, 'TOKEN_MISSING']);
    }
  });

  it('keeps the built-in islands read-only for everyone', async () => {
    const before = await snapshot();
    const mapForm = form({ title: 'Mía' });
    for (const request of [
      { method: 'PUT', url: '/maps/map/1/edit', payload: mapForm.payload, headers: mapForm.headers },
      { method: 'DELETE', url: '/maps/maps/2' },
      { method: 'PUT', url: '/maps/3/edit', payload: {} },
      { method: 'POST', url: '/maps/event/create', payload: { premise: 'x', mapId: 4 } },
      editor('create_event', { mapId: 5, premise: 'x' }),
    ] as InjectOptions[]) {
      const res = await app().inject({
        ...request,
        headers: { ...owner.headers, ...(request.headers as Record<string, string>) },
      });
      expect([res.statusCode, res.json().code], request.url as string).toEqual([403, 'MAP_READ_ONLY']);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('still lets the owner do all of it', async () => {
    const res = await app().inject({
      ...editor('delete_edge', edge({ consequenceId: theirs.option, eventId: theirs.locked, mapId: theirs.map })),
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const removed = await app().inject({ method: 'DELETE', url: `/maps/maps/${theirs.map}`, headers: owner.headers });
    expect(removed.statusCode).toBe(200);
  });
});
