import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { expectRefusal, malformedBodies, type BadCase } from './helpers/bad-requests';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createItem, createMap, multipart, option, picture } from './helpers/creators';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The player's own content every valid request below points at. */
interface Fixture {
  map: number;
  event: number;
  target: number;
  option: number;
  item: number;
}

interface Endpoint {
  method: Method;
  /** `:id` is replaced by `id(fixture)`, or by a bad id in the cases about it. */
  url: string;
  id?: (f: Fixture) => number;
  /** 'optional': visitors may call it, but a token that is sent is checked; 'none': tokens are not read at all. */
  auth?: 'optional' | 'none';
  /** A JSON body that would succeed; each case breaks it in one way. */
  body?: (f: Fixture) => Record<string, unknown>;
  /** Fields that must be present. */
  required?: string[];
  /** The call accepts no body (an empty object at most). */
  bodiless?: boolean;
  /** Multipart form fields that would succeed. */
  form?: Record<string, string>;
  query?: boolean;
}

const endpoints: Endpoint[] = [
  { method: 'POST', url: '/maps', bodiless: true },
  { method: 'POST', url: '/maps/create', form: { title: 'Isla', description: 'x', published: '0' } },
  { method: 'PUT', url: '/maps/map/:id/edit', id: (f) => f.map, form: { title: 'Isla', published: '0' } },
  { method: 'DELETE', url: '/maps/maps/:id', id: (f) => f.map, bodiless: true },
  { method: 'PUT', url: '/maps/:id/edit', id: (f) => f.map, bodiless: true },
  { method: 'GET', url: '/maps/all', auth: 'optional', query: true },
  { method: 'POST', url: '/maps/:id/like', id: (f) => f.map, bodiless: true },
  { method: 'POST', url: '/maps/:id/play', id: (f) => f.map, auth: 'optional', bodiless: true },
  { method: 'POST', url: '/maps/event', body: (f) => ({ mapId: f.map }), required: ['mapId'] },
  { method: 'GET', url: '/maps/event/:id/consequences', id: (f) => f.event },
  {
    method: 'POST',
    url: '/maps/event/create',
    body: (f) => ({ premise: 'x', isChecked: false, mapId: f.map, consequencesList: [option()], wins: false }),
    required: ['premise', 'mapId'],
  },
  {
    method: 'PUT',
    url: '/maps/event/:id/edit',
    id: (f) => f.event,
    body: (f) => ({
      premise: 'x',
      isChecked: false,
      mapId: f.map,
      consequencesList: [option({ consequenceid: f.option })],
      wins: false,
    }),
    required: ['premise', 'mapId'],
  },
  { method: 'DELETE', url: '/maps/events/:id', id: (f) => f.target, bodiless: true },
  {
    method: 'POST',
    url: '/maps/event_creator/event_consequences',
    body: (f) => ({ mapId: f.map }),
    required: ['mapId'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/update_event',
    body: (f) => ({
      mapId: f.map,
      eventid: f.event,
      label: 'x',
      locked: false,
      options: [option({ consequenceid: f.option })],
      position: { x: 1, y: 2 },
    }),
    required: ['mapId', 'eventid', 'label', 'locked'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/create_consequence',
    body: (f) => ({
      mapid: f.map,
      eventid: f.event,
      ...option({ healthConsequence: -5, effectConsequence: 'poison', objectidReward: f.item }),
    }),
    required: ['mapid', 'eventid', 'option', 'consequenceText'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/create_event',
    body: (f) => ({ mapId: f.map, premise: 'x', locked: true }),
    required: ['mapId', 'premise'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/create_edge',
    body: (f) => ({
      sourceEvent: f.event,
      sourceConsequence: f.option,
      option: 'Nadar',
      targetEvent: f.target,
      type: 'direct',
    }),
    required: ['sourceEvent', 'sourceConsequence', 'targetEvent', 'type'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/update_edge',
    body: (f) => ({ consequenceId: f.option, eventId: f.target, mapId: f.map, type: 'unlocks' }),
    required: ['consequenceId', 'eventId', 'mapId', 'type'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/delete_edge',
    body: (f) => ({ consequenceId: f.option, eventId: f.target, mapId: f.map, type: 'unlocks' }),
    required: ['consequenceId', 'eventId', 'mapId', 'type'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/positions',
    body: (f) => ({ mapId: f.map, positions: [{ eventid: f.event, x: 0, y: 0 }] }),
    required: ['mapId', 'positions'],
  },
  {
    method: 'POST',
    url: '/maps/event_creator/delete_consequence',
    body: (f) => ({ mapId: f.map, consequenceId: f.option }),
    required: ['mapId', 'consequenceId'],
  },
  { method: 'POST', url: '/items/getItems', bodiless: true },
  {
    method: 'POST',
    url: '/items/getItemsByMapId',
    auth: 'optional',
    body: (f) => ({ mapId: f.map }),
    required: ['mapId'],
  },
  { method: 'POST', url: '/items/create', form: { name: 'Cuerda', description: 'x', functionality: 'None' } },
  { method: 'PATCH', url: '/items/update/:id', id: (f) => f.item, form: { name: 'Cuerda', description: 'x' } },
  { method: 'DELETE', url: '/items/delete/:id', id: (f) => f.item, bodiless: true },
];

type Case = BadCase;

/** Bad values for a JSON field whatever its type: no field of these calls accepts an object with $ne or 10,000 characters. */
const badValues: [string, unknown][] = [
  ['an object', { $ne: null }],
  ['far too long', 'y'.repeat(10_000)],
];

function jsonCases(base: InjectOptions, valid: Record<string, unknown>, required: string[]): Case[] {
  const cases: Case[] = malformedBodies(base, valid);
  for (const field of Object.keys(valid)) {
    for (const [label, value] of badValues) {
      cases.push({
        name: `${field} as ${label}`,
        request: { ...base, payload: { ...valid, [field]: value } },
        status: 400,
      });
    }
  }
  for (const field of required) {
    const { [field]: _dropped, ...rest } = valid;
    cases.push({ name: `${field} missing`, request: { ...base, payload: rest }, status: 400 });
  }
  return cases;
}

async function multipartCases(base: InjectOptions, fields: Record<string, string>): Promise<Case[]> {
  const send = (body: { payload: Buffer; headers: Record<string, string> }) => ({
    ...base,
    payload: body.payload,
    headers: body.headers,
  });
  const valid = multipart(fields);
  const boundary = valid.headers['content-type'].split('boundary=')[1];
  const image = await picture('png');
  return [
    { name: 'a JSON body', request: { ...base, payload: fields }, status: 415, code: 'MULTIPART_REQUIRED' },
    { name: 'no body at all', request: base, status: 415, code: 'MULTIPART_REQUIRED' },
    {
      name: 'no boundary',
      request: { ...base, headers: { 'content-type': 'multipart/form-data' }, payload: valid.payload },
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'a cut-off body',
      request: { ...send(valid), payload: valid.payload.subarray(0, valid.payload.length - 12) },
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'garbage after the header',
      request: { ...send(valid), payload: Buffer.from(`--${boundary}\r\nnonsense`) },
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'an unknown field',
      request: send(multipart({ ...fields, owner_id: '1' })),
      status: 400,
      code: 'VALIDATION_ERROR',
    },
    {
      name: 'a repeated field',
      request: send(multipart([...Object.entries(fields), [Object.keys(fields)[0], 'Otra']])),
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'a field over 16 KB',
      request: send(multipart({ ...fields, description: 'd'.repeat(17 * 1024) })),
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'a file under another name',
      request: send(multipart(fields, [{ data: image, field: 'avatar' }])),
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'two pictures',
      request: send(multipart(fields, [{ data: image }, { data: image }])),
      status: 400,
      code: 'MULTIPART_INVALID',
    },
    {
      name: 'twenty fields',
      request: send(
        multipart({ ...fields, ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])) }),
      ),
      status: 400,
    },
  ];
}

function idCases(endpoint: Endpoint, base: InjectOptions): Case[] {
  const at = (id: string) => ({ ...base, url: endpoint.url.replace(':id', id) });
  const cases: Case[] = ['0', '-1', 'abc', '1e3', '1.5', '007', '99999999999', '2147483648'].map((id) => ({
    name: `the id ${id}`,
    request: at(id),
    status: 400,
    code: 'ID_INVALID',
  }));
  const missing = endpoint.url.includes('/items/')
    ? 'ITEM_NOT_FOUND'
    : endpoint.url.includes('/event')
      ? 'EVENT_NOT_FOUND'
      : 'MAP_NOT_FOUND';
  // An unknown id with a body that is otherwise fine: the form endpoints also need a form to get that far.
  const body = endpoint.form ? multipart(endpoint.form) : undefined;
  cases.push({
    name: 'an unknown id',
    request: {
      ...at('987654'),
      ...(body ? { payload: body.payload, headers: body.headers } : {}),
      ...(endpoint.body ? { payload: base.payload } : {}),
    },
    status: 404,
    code: missing,
  });
  return cases;
}

describeEachDb('bad input on every creator call', (ctx) => {
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  let fixture: Fixture;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'target');
    const app = ctx().app;
    const map = await createMap(app, player.headers);
    const item = await createItem(app, player.headers);
    const target = await createEvent(app, player.headers, { mapId: map.mapid, isChecked: true });
    const event = await createEvent(app, player.headers, {
      mapId: map.mapid,
      consequencesList: [option({ unlocksEventId: target.eventid })],
    });
    fixture = {
      map: map.mapid,
      event: event.eventid,
      target: target.eventid,
      option: event.consequences[0].consequenceid,
      item: item.objectid,
    };
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url} answers bad input with a 4xx and a message`, async () => {
      const url = endpoint.id ? endpoint.url.replace(':id', String(endpoint.id(fixture))) : endpoint.url;
      const base: InjectOptions = { method: endpoint.method, url };
      const cases: Case[] = [
        {
          name: 'an oversized Authorization header',
          request: { ...base, headers: { authorization: `Bearer ${'x'.repeat(5000)}` } },
          ...(endpoint.auth === 'none' ? { status: 400 } : { status: 401, code: 'TOKEN_INVALID' }),
        },
      ];
      if (endpoint.id)
        cases.push(...idCases(endpoint, { ...base, ...(endpoint.body ? { payload: endpoint.body(fixture) } : {}) }));
      if (endpoint.bodiless)
        cases.push({ name: 'an unexpected body field', request: { ...base, payload: { extra: 1 } }, status: 400 });
      if (endpoint.body) cases.push(...jsonCases(base, endpoint.body(fixture), endpoint.required ?? []));
      if (endpoint.form) cases.push(...(await multipartCases(base, endpoint.form)));
      if (endpoint.query) {
        for (const query of [
          'limit=abc',
          'limit=0',
          'limit=51',
          'page=0',
          'page=-2',
          'sort=newest',
          'search=' + 's'.repeat(101),
          'offset=3',
        ]) {
          cases.push({
            name: `the query ${query.slice(0, 20)}`,
            request: { ...base, url: `${url}?${query}` },
            status: 400,
          });
        }
      }

      for (const badCase of cases) {
        const headers = {
          ...(endpoint.auth ? {} : player.headers),
          ...(badCase.request.headers as Record<string, string>),
        };
        const res: LightMyRequestResponse = await ctx().app.inject({ ...badCase.request, headers });
        expectRefusal(res, badCase, `${endpoint.method} ${endpoint.url}`);
      }
    });
  }

  it('left the player’s content as it was', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/maps/event',
      headers: player.headers,
      payload: { mapId: fixture.map },
    });
    expect(res.json().events.map((e: { eventid: number }) => e.eventid)).toEqual([fixture.target, fixture.event]);
    const items = await ctx().app.inject({ method: 'POST', url: '/items/getItems', headers: player.headers });
    expect(items.json().objects.map((o: { objectid: number }) => o.objectid)).toEqual([fixture.item]);
  });
});
