import { beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createMap, multipart } from './helpers/creators';

type Headers = Record<string, string>;

/** A multipart form as inject options. */
function form(method: 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, fields: Record<string, string>) {
  const body = multipart(fields);
  return { method, url, headers: { ...headers, ...body.headers }, payload: body.payload };
}

/** Every kind of text the API takes (JSON bodies, multipart fields, path parameters, querystrings), each with a NUL. */
function casesFor(headers: Headers, mapId: number): Array<[string, InjectOptions]> {
  return [
    ['a search, without a token', { method: 'GET', url: '/maps/all?search=%00' }],
    ['a search with NUL inside', { method: 'GET', url: '/maps/all?search=isla%00x' }],
    ['a username in a profile path', { method: 'GET', url: '/user/mi_perfil/ana%00' }],
    ['a username in a follow-list path', { method: 'GET', url: '/user/followers/ana%00' }],
    ['a username in the follow toggle', { method: 'POST', url: '/user/follow/ana%00', headers }],
    [
      'a registration username',
      {
        method: 'POST',
        url: '/auth/register',
        payload: { email: 'n@example.com', username: 'ana\u0000b', password: 'long-enough' },
      },
    ],
    [
      'a login e-mail',
      { method: 'POST', url: '/auth/login', payload: { email: 'a\u0000@example.com', password: 'x' } },
    ],
    [
      'a verification token',
      { method: 'POST', url: '/auth/verify-email', payload: { token: `${'A'.repeat(20)}\u0000` } },
    ],
    ['a map title (multipart)', form('POST', '/maps/create', headers, { title: 'Isla\u0000', description: '' })],
    [
      'a map description (multipart)',
      form('POST', '/maps/create', headers, { title: 'Isla', description: 'a\u0000b' }),
    ],
    ['an edited map title', form('PUT', `/maps/map/${mapId}/edit`, headers, { title: '\u0000', description: '' })],
    [
      'an item name (multipart)',
      form('POST', '/items/create', headers, { name: 'Cuerda\u0000', description: 'Larga.' }),
    ],
    [
      'an event premise',
      {
        method: 'POST',
        url: '/maps/event/create',
        headers,
        payload: { mapId, premise: 'Un\u0000cangrejo', isChecked: false, consequencesList: [], wins: false },
      },
    ],
    [
      'an option text',
      {
        method: 'POST',
        url: '/maps/event/create',
        headers,
        payload: {
          mapId,
          premise: 'Un cangrejo',
          isChecked: false,
          consequencesList: [{ option: 'Nadar\u0000', consequenceText: 'Llegas.' }],
          wins: false,
        },
      },
    ],
    ['a profile banner', { method: 'PUT', url: '/user/profile_update', headers, payload: { banner: 'b\u0000' } }],
    ['another control character', { method: 'GET', url: '/maps/all?search=isla%07' }],
  ];
}

describeEachDb('Control characters in text', (ctx) => {
  let headers: Headers;
  let mapId: number;
  beforeAll(async () => {
    headers = (await signedInPlayer(ctx(), 'nul')).headers;
    mapId = (await createMap(ctx().app, headers)).mapid;
  });

  it('are refused with 400 TEXT_CONTROL_CHARACTER wherever text is accepted, never a 500', async () => {
    for (const [name, request] of casesFor(headers, mapId)) {
      const res = await ctx().app.inject(request);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'TEXT_CONTROL_CHARACTER', error: expect.any(String) });
    }
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const map = await createMap(ctx().app, headers, { description: 'Primera línea\r\nsegunda\tcon tab' });
    expect(map.description).toBe('Primera línea\r\nsegunda\tcon tab');
    const res = await ctx().app.inject(form('POST', '/maps/create', headers, { title: 'Dos\nlíneas' }));
    expect(res.json()).toMatchObject({ code: 'TEXT_CONTROL_CHARACTER', field: 'title' });
  });
});
