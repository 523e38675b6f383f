import { beforeAll, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { malformedBodies } from './helpers/bad-requests';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Endpoint {
  method: Method;
  /** `:username` is replaced by a real user's name, or by a bad one in the cases about it. */
  url: string;
  auth?: boolean;
  /** Visitors may call it, but a token that is sent is checked. */
  optionalAuth?: boolean;
  /**
   * A body that would succeed for the signed-in player (so a broken copy that slipped past validation would show up
   * as a success); each case breaks it in one way. Absent for calls that take no body.
   */
  body?: (password: string) => Record<string, unknown>;
  /** The call accepts no body at all (an empty object at most). */
  bodiless?: boolean;
  query?: boolean;
}

/** Every account and user call (spec section 7 plus our additions). */
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/auth/register',
    body: () => ({ email: 'new@example.com', username: 'newbie', password: 'long-enough' }),
  },
  { method: 'POST', url: '/auth/verify-email', body: () => ({ token: 'A'.repeat(43) }) },
  { method: 'POST', url: '/auth/resend-verification', body: () => ({ email: 'new@example.com' }) },
  { method: 'POST', url: '/auth/login', body: () => ({ email: 'new@example.com', password: 'long-enough' }) },
  { method: 'POST', url: '/auth/google', body: () => ({ credential: 'x'.repeat(40) }) },
  { method: 'GET', url: '/auth/config' },
  { method: 'GET', url: '/user/data', auth: true },
  { method: 'GET', url: '/user/levelup', auth: true },
  { method: 'GET', url: '/user/banners' },
  { method: 'GET', url: '/user/profile-pics' },
  { method: 'GET', url: '/user/mi_perfil/:username', optionalAuth: true },
  { method: 'GET', url: '/user/following_status/:username', auth: true },
  { method: 'GET', url: '/user/followers/:username', optionalAuth: true, query: true },
  { method: 'GET', url: '/user/following/:username', optionalAuth: true, query: true },
  { method: 'POST', url: '/user/follow/:username', auth: true, bodiless: true },
  {
    method: 'PUT',
    url: '/user/profile_update',
    auth: true,
    body: () => ({ banner: 'banner-02.webp', profileImage: 'pic-02.webp' }),
  },
  {
    method: 'PUT',
    url: '/user/change_password',
    auth: true,
    body: (password) => ({ currentPassword: password, newPassword: 'long-enough-2' }),
  },
  { method: 'DELETE', url: '/user/account', auth: true, body: (password) => ({ password }) },
  { method: 'PUT', url: '/user/newplayer', auth: true, body: () => ({ newplayer: false }) },
];

interface Case {
  name: string;
  request: InjectOptions;
  status: number;
  code?: string;
}

/** The ways one endpoint can be sent something wrong, each with the answer it must get. */
function casesFor(endpoint: Endpoint, target: { username: string; password: string }): Case[] {
  const url = endpoint.url.replace(':username', target.username);
  const base = { method: endpoint.method, url };
  // Calls that check tokens do so before reading anything else, so a monstrous token is just an invalid one there.
  const checksTokens = endpoint.auth || endpoint.optionalAuth;
  const cases: Case[] = [
    {
      name: 'an oversized Authorization header',
      request: { ...base, headers: { authorization: `Bearer ${'x'.repeat(5000)}` } },
      ...(checksTokens ? { status: 401, code: 'TOKEN_INVALID' } : { status: 400 }),
    },
  ];
  if (endpoint.url.includes(':username')) {
    const named = (username: string) => endpoint.url.replace(':username', encodeURIComponent(username));
    cases.push(
      {
        name: 'an unknown user',
        request: { ...base, url: named('nobody_at_all') },
        status: 404,
        code: 'USER_NOT_FOUND',
      },
      {
        name: 'a name no user can have',
        request: { ...base, url: named('ñ o 😀 <script>') },
        status: 404,
        code: 'USER_NOT_FOUND',
      },
      { name: 'an overlong name', request: { ...base, url: named('n'.repeat(65)) }, status: 400 },
    );
  }
  if (endpoint.query) {
    for (const query of ['limit=abc', 'limit=0', 'limit=101', 'offset=-1', 'page=2']) {
      cases.push({ name: `the query ${query}`, request: { ...base, url: `${url}?${query}` }, status: 400 });
    }
  }
  if (endpoint.bodiless) {
    cases.push({ name: 'an unexpected body field', request: { ...base, payload: { extra: 1 } }, status: 400 });
  }
  if (endpoint.body) {
    const valid = endpoint.body(target.password);
    cases.push(...malformedBodies(base, valid));
    for (const field of Object.keys(valid)) {
      cases.push(
        { name: `${field} as a number`, request: { ...base, payload: { ...valid, [field]: 12345 } }, status: 400 },
        {
          name: `${field} as an object`,
          request: { ...base, payload: { ...valid, [field]: { $ne: null } } },
          status: 400,
        },
        {
          name: `${field} far too long`,
          request: { ...base, payload: { ...valid, [field]: 'y'.repeat(10_000) } },
          status: 400,
        },
      );
    }
  }
  return cases;
}

describeEachDb('bad input on every account and user call', (ctx) => {
  let player: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    player = await signedInPlayer(ctx(), 'target');
  });

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url} answers bad input with a 4xx and a message`, async () => {
      for (const badCase of casesFor(endpoint, player)) {
        const request = {
          ...badCase.request,
          headers: { ...(endpoint.auth ? player.headers : {}), ...badCase.request.headers },
        };
        const res: LightMyRequestResponse = await ctx().app.inject(request);
        const label = `${endpoint.method} ${endpoint.url} with ${badCase.name}: ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBe(badCase.status);
        const { error, code, ...rest } = res.json();
        expect(typeof error === 'string' && error.length > 5, label).toBe(true);
        expect(code, label).toBe(badCase.code ?? code);
        expect(
          Object.keys(rest).filter((key) => key !== 'field'),
          label,
        ).toEqual([]);
      }
    });
  }

  it('still works for the player whose calls were all refused', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/user/data', headers: player.headers });
    expect(res.json()).toMatchObject({ userName: player.username, banner: 'banner-01.webp', newplayer: true });
  });
});
