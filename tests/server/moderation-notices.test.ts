import { beforeAll, expect, it } from 'vitest';
import { setModerator } from '../../server/repositories/moderation/moderators';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { picture, publishableMap, sendItemForm } from './helpers/creators';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/** The read marks of notices, the menus' facts in /user/data, and the moderators' view of a hidden picture. */
describeEachDb('moderation notices and pictures', (ctx) => {
  const app = () => ctx().app;
  let creator: Player, reporter: Player, moderator: Player;
  beforeAll(async () => {
    creator = await signedInPlayer(ctx(), 'creator');
    reporter = await signedInPlayer(ctx(), 'reporter');
    moderator = await signedInPlayer(ctx(), 'mod');
    // The operator's command is covered by moderation.test.ts: here the role is set as that command sets it.
    expect(await setModerator(app().db.kysely, moderator.username, true)).toBe(true);
  });

  let address = 0;
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    app().inject({ method, url, headers, payload, remoteAddress: `203.0.113.${++address}` });
  const userData = async (who: Player) => (await call('GET', '/user/data', who.headers)).json();
  /** A report of the target by the reporter, then the moderator's decision about it. */
  const reportAndDecide = async (targetKind: string, targetId: number, action: 'hide' | 'dismiss') => {
    const reported = await call('POST', '/reports', reporter.headers, {
      targetKind,
      targetId,
      reason: 'violence',
      text: 'Demasiado violento.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const decided = await call('POST', '/moderation/decisions', moderator.headers, {
      targetKind,
      targetId,
      action,
      reason: action === 'hide' ? 'violence' : 'no_violation',
      text: 'Revisado.',
    });
    expect(decided.statusCode, decided.body).toBe(201);
  };

  it('says in /user/data who is a moderator and how many notices are unread, and marks notices read', async () => {
    expect(await userData(creator)).toMatchObject({ moderator: false, unreadNotices: 0 });
    expect(await userData(moderator)).toMatchObject({ moderator: true, unreadNotices: 0 });
    const first = await publishableMap(app(), creator.headers, 'Isla violenta');
    const second = await publishableMap(app(), creator.headers, 'Isla ruidosa');
    await reportAndDecide('map', first.mapid, 'hide');
    await reportAndDecide('map', second.mapid, 'hide');
    expect((await userData(creator)).unreadNotices).toBe(2);
    expect((await userData(reporter)).unreadNotices).toBe(2);

    const notices = (await call('GET', '/moderation/notices', creator.headers)).json().notices;
    expect(notices.map((notice: { read: boolean }) => notice.read)).toEqual([false, false]);
    const ids: number[] = notices.map((notice: { id: number }) => notice.id);
    // Another player's ids change nothing of the creator's.
    const foreign = await call('POST', '/moderation/notices/read', reporter.headers, { ids });
    expect(foreign.json()).toEqual({ unread: 2 });
    expect((await userData(creator)).unreadNotices).toBe(2);

    const read = await call('POST', '/moderation/notices/read', creator.headers, { ids: [ids[0]] });
    expect([read.statusCode, read.json()]).toEqual([200, { unread: 1 }]);
    const after = (await call('GET', '/moderation/notices', creator.headers)).json().notices;
    expect(after.map((notice: { read: boolean }) => notice.read)).toEqual([true, false]);
    // Marking again keeps the first read time and counts the same.
    expect((await call('POST', '/moderation/notices/read', creator.headers, { ids })).json()).toEqual({ unread: 0 });
    expect((await userData(creator)).unreadNotices).toBe(0);
    expect((await userData(reporter)).unreadNotices).toBe(2);
  });

  it('refuses a read mark without a token or with a body no schema allows', async () => {
    expect((await call('POST', '/moderation/notices/read', {}, { ids: [1] })).statusCode).toBe(401);
    for (const body of [{ ids: [] }, { ids: [0] }, { ids: Array.from({ length: 51 }, (_, i) => i + 1) }, {}]) {
      const res = await call('POST', '/moderation/notices/read', creator.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('gives moderators, and only them, a hidden picture that /uploads refuses to everyone', async () => {
    const item = await sendItemForm(
      app(),
      creator.headers,
      { name: 'Daga', description: 'Afilada.', functionality: 'intercambiable' },
      [{ data: await picture('png') }],
    );
    expect(item.statusCode, item.body).toBe(201);
    const { objectid, objectImage } = item.json();
    expect(objectImage).toMatch(/^[0-9a-f]{32}\.webp$/);
    await reportAndDecide('item_picture', objectid, 'hide');
    expect((await call('GET', `/uploads/items/${objectImage}`, moderator.headers)).statusCode).toBe(404);

    const url = `/moderation/pictures/item_picture/${objectid}`;
    const seen = await call('GET', url, moderator.headers);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    expect((await call('GET', url, {})).statusCode).toBe(401);
    const player = await call('GET', url, creator.headers);
    expect([player.statusCode, player.json().code]).toEqual([403, 'MODERATOR_ONLY']);
    // A map without a picture, a missing item, a kind without uploads.
    const bare = await publishableMap(app(), creator.headers, 'Isla sin foto');
    for (const missing of [`/moderation/pictures/map/${bare.mapid}`, '/moderation/pictures/item_picture/999999']) {
      const res = await call('GET', missing, moderator.headers);
      expect([res.statusCode, res.json().code], missing).toEqual([404, 'PICTURE_NOT_FOUND']);
    }
    expect((await call('GET', '/moderation/pictures/user_picture/1', moderator.headers)).statusCode).toBe(400);
  });

  it('documents the new calls: the picture as WebP bytes, the read marks as JSON', async () => {
    const document = (await call('GET', '/docs/json', {})).json();
    const picture = document.paths['/moderation/pictures/{targetKind}/{targetId}'].get.responses;
    expect(Object.keys(picture['200'].content)).toEqual(['image/webp']);
    expect(Object.keys(picture)).toEqual(['200', '401', '403', '404', '4XX', '5XX']);
    const read = document.paths['/moderation/notices/read'].post;
    expect(read.responses['200'].content['application/json'].schema.properties.unread).toBeDefined();
  });
});
