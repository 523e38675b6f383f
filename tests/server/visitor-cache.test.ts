import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { VISITOR_CACHE_MS } from '../../server/plugins/visitor-cache';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb } from './helpers/app';
import { publishableMap } from './helpers/creators';

describeEachDb('answers kept for visitors', (ctx) => {
  const app = () => ctx().app;
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });
  /** A change made behind the server's back, as another server sharing the database would make it. */
  const setLevelBehindTheServer = (username: string, lvl: number) =>
    app().db.kysely.updateTable('users').set({ lvl }).where('username', '=', username).execute();

  it('serves a visitor the same answer for a moment, and never a signed-in player', async () => {
    const ana = await signedInPlayer(ctx(), 'vcache_ana');
    const url = `/user/mi_perfil/${ana.username}`;
    expect((await get(url)).json().lvl).toBe(1);

    await setLevelBehindTheServer(ana.username, 4);
    expect((await get(url)).json().lvl).toBe(1);
    expect((await get(url, ana.headers)).json().lvl).toBe(4);

    await sleep(VISITOR_CACHE_MS + 50);
    expect((await get(url)).json().lvl).toBe(4);
  });

  it('forgets at once after a change this server made, so whoever made it reads it next', async () => {
    const bea = await signedInPlayer(ctx(), 'vcache_bea');
    const before = (await get('/maps/all?sort=az&search=Isla%20Fresca')).json();
    expect(before.total).toBe(0);
    await publishableMap(app(), bea.headers, 'Isla Fresca');
    const after = (await get('/maps/all?sort=az&search=Isla%20Fresca')).json();
    expect(after.maps.map((map: { name: string }) => map.name)).toEqual(['Isla Fresca']);

    // GET /user/levelup changes the profile although it is a GET (spec 7).
    const profile = `/user/mi_perfil/${bea.username}`;
    expect((await get(profile)).json().lvl).toBe(1);
    await app().db.kysely.updateTable('users').set({ exp: 150 }).where('username', '=', bea.username).execute();
    expect((await get('/user/levelup', bea.headers)).json().leveledUp).toBe(true);
    expect((await get(profile)).json().lvl).toBe(2);
  });

  it('keeps them across reads the spec made POSTs and across runs, whose effects may show a second late', async () => {
    const cy = await signedInPlayer(ctx(), 'vcache_cy');
    const profile = `/user/mi_perfil/${cy.username}`;
    expect((await get(profile)).json().lvl).toBe(1);
    await setLevelBehindTheServer(cy.username, 3);
    const post = (url: string, payload: object = {}) =>
      app().inject({ method: 'POST', url, headers: cy.headers, payload });
    expect((await post('/quest/getQuests')).statusCode).toBe(200);
    expect((await post('/play/play', { mapId: 1 })).statusCode).toBe(200);
    expect((await post('/maps/1/play')).statusCode).toBe(200);
    expect((await get(profile)).json().lvl).toBe(1);
    // A change others read (a follow) forgets them.
    const dee = await signedInPlayer(ctx(), 'vcache_dee');
    expect(
      (await app().inject({ method: 'POST', url: `/user/follow/${cy.username}`, headers: dee.headers })).statusCode,
    ).toBe(200);
    expect((await get(profile)).json()).toMatchObject({ lvl: 3, followers: 1 });
  });

  it('serves what it keeps gzipped to callers that take gzip, and as it is to the others', async () => {
    const url = '/characters/show';
    const plain = await get(url);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers.vary).toContain('accept-encoding');
    for (const acceptEncoding of ['gzip, deflate, br', 'gzip;q=0', undefined]) {
      const res = await get(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(res.headers.vary, acceptEncoding).toContain('accept-encoding');
      const gzipped = acceptEncoding === 'gzip, deflate, br';
      expect(res.headers['content-encoding'], acceptEncoding).toBe(gzipped ? 'gzip' : undefined);
      expect(gzipped ? gunzipSync(res.rawPayload).toString('utf8') : res.body).toBe(plain.body);
    }
    // A short answer is sent as it is: gzip would make it longer.
    const empty = '/maps/all?sort=az&search=nadie-la-encuentra';
    await get(empty);
    const short = await get(empty, { 'accept-encoding': 'gzip' });
    expect([short.headers['content-encoding'], short.json().total]).toEqual([undefined, 0]);
  });

  it('keeps one answer per language, and answers a bad request without it', async () => {
    const spanish = (await get('/characters/show', { 'accept-language': 'es' })).json();
    const english = (await get('/characters/show', { 'accept-language': 'en-GB' })).json();
    expect(spanish.characters.length).toBe(english.characters.length);
    expect(spanish).not.toEqual(english);
    expect((await get('/characters/show', { 'accept-language': 'es-ES' })).json()).toEqual(spanish);
    expect((await get('/maps/all?page=0')).statusCode).toBe(400);
    expect((await get('/user/mi_perfil/nobody_here')).statusCode).toBe(404);
  });
});
