import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createMap, publishableMap } from './helpers/creators';

describeEachDb('likes and plays', (ctx) => {
  const app = () => ctx().app;
  let creator: Awaited<ReturnType<typeof signedInPlayer>>;
  let fan: Awaited<ReturnType<typeof signedInPlayer>>;
  let friend: Awaited<ReturnType<typeof signedInPlayer>>;
  beforeAll(async () => {
    creator = await signedInPlayer(ctx(), 'creator');
    fan = await signedInPlayer(ctx(), 'fan');
    friend = await signedInPlayer(ctx(), 'friend');
  });
  const like = (mapid: number, headers: Record<string, string>) =>
    app().inject({ method: 'POST', url: `/maps/${mapid}/like`, headers });
  const play = (mapid: number, remoteAddress = '203.0.113.7', headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url: `/maps/${mapid}/play`, remoteAddress, headers });
  const likeRows = async (mapid: number) =>
    (await app().db.kysely.selectFrom('likes').select('user_id').where('mapid', '=', mapid).execute()).length;
  const storedLikes = async (mapid: number) =>
    (await app().db.kysely.selectFrom('maps').select('likes').where('mapid', '=', mapid).executeTakeFirstOrThrow())
      .likes;

  it('toggles a like and answers the new state and count', async () => {
    const map = await publishableMap(app(), creator.headers);
    expect((await like(map.mapid, fan.headers)).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(map.mapid, friend.headers)).json()).toEqual({ liked: true, likes: 2 });
    expect((await like(map.mapid, fan.headers)).json()).toEqual({ liked: false, likes: 1 });
    const browsed = (
      await app().inject({ method: 'GET', url: '/maps/all?sort=likes', headers: friend.headers })
    ).json();
    expect(browsed.maps.find((m: { mapid: number }) => m.mapid === map.mapid)).toMatchObject({
      likes: 1,
      userHasLiked: true,
    });
    // The same page, read right after by others (the server keeps the page for a moment): each sees their own like.
    for (const [headers, liked] of [
      [fan.headers, false],
      [{}, false],
      [friend.headers, true],
    ] as const) {
      const again = (await app().inject({ method: 'GET', url: '/maps/all?sort=likes', headers })).json();
      expect(again.maps.find((m: { mapid: number }) => m.mapid === map.mapid).userHasLiked).toBe(liked);
    }
  });

  it('counts one player once however many likes arrive together', async () => {
    const map = await publishableMap(app(), creator.headers);
    for (const burst of [2, 3, 8]) {
      const before = await likeRows(map.mapid);
      const answers = await Promise.all(Array.from({ length: burst }, () => like(map.mapid, fan.headers)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const rows = await likeRows(map.mapid);
      expect(rows).toBeLessThanOrEqual(1);
      // An even burst undoes itself, an odd one flips the state.
      expect(rows).toBe(burst % 2 === 0 ? before : 1 - before);
      expect(await storedLikes(map.mapid)).toBe(rows);
    }
  });

  it('likes only published maps, and only with a token', async () => {
    const draft = await createMap(app(), creator.headers);
    for (const mapid of [draft.mapid, 1, 987_654]) {
      const res = await like(mapid, fan.headers);
      expect([res.statusCode, res.json().code], String(mapid)).toEqual([404, 'MAP_NOT_FOUND']);
    }
    const published = await publishableMap(app(), creator.headers);
    const visitor = await like(published.mapid, {});
    expect([visitor.statusCode, visitor.json()]).toEqual([
      401,
      { error: 'Error: No se encontró el token de autenticación.', code: 'TOKEN_MISSING' },
    ]);
  });

  it("refuses a creator's like of their own map, which counts nothing", async () => {
    const map = await publishableMap(app(), creator.headers);
    const own = await like(map.mapid, creator.headers);
    expect([own.statusCode, own.json().code]).toEqual([403, 'CANNOT_LIKE_OWN_MAP']);
    const english = await app().inject({
      method: 'POST',
      url: `/maps/${map.mapid}/like`,
      headers: { ...creator.headers, 'accept-language': 'en' },
    });
    expect(english.json().error).toBe('You cannot like your own map.');
    expect([await likeRows(map.mapid), await storedLikes(map.mapid)]).toEqual([0, 0]);
  });

  it('counts plays without a token once per address and day', async () => {
    const map = await publishableMap(app(), creator.headers);
    expect((await play(map.mapid)).json()).toEqual({ num_players: 1 });
    expect((await play(map.mapid, '198.51.100.1')).json()).toEqual({ num_players: 2 });
    for (let i = 0; i < 5; i++) expect((await play(map.mapid)).json()).toEqual({ num_players: 2 });
    // The creator's own call counts nothing, whatever the address; a token only tells who the owner is.
    expect((await play(map.mapid, '198.51.100.2', creator.headers)).json()).toEqual({ num_players: 2 });
    expect((await play(1)).statusCode).toBe(200);
    for (const mapid of [987_654, (await createMap(app(), creator.headers)).mapid]) {
      const missing = await play(mapid);
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'MAP_NOT_FOUND']);
    }
  });
});
