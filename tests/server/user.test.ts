import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { banners, profilePictures } from '../../server/content/cosmetics';
import { PROFILE_TTL_MS } from '../../server/services/social/profile-view';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';

describeEachDb('user data, level-up, cosmetics and profiles', (ctx) => {
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string> = {}, payload?: object) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const setProgress = (username: string, values: { lvl?: number; exp?: number; vpoints?: number }) =>
    ctx().app.db.kysely.updateTable('users').set(values).where('username', '=', username).execute();

  it('gives the signed-in player their own data', async () => {
    const player = await signedInPlayer(ctx());
    const res = await call('GET', '/user/data', player.headers);
    expect(res.json()).toEqual({
      userName: player.username,
      vpoints: 0,
      lvl: 1,
      exp: 0,
      profilePic: 'pic-01.webp',
      banner: 'banner-01.webp',
      newplayer: true,
      moderator: false,
      unreadNotices: 0,
    });
  });

  it('levels up as far as the experience pays for and keeps the remainder', async () => {
    const player = await signedInPlayer(ctx());
    await setProgress(player.username, { exp: 100 + 200 + 50, vpoints: 70 });
    const res = await call('GET', '/user/levelup', player.headers);
    expect(res.json()).toEqual({ user: { lvl: 3, exp: 50, vacation_points: 70 }, leveledUp: true });
    const again = await call('GET', '/user/levelup', player.headers);
    expect(again.json()).toEqual({ user: { lvl: 3, exp: 50, vacation_points: 70 }, leveledUp: false });
  });

  it('does not level up twice when two level-ups arrive together', async () => {
    const player = await signedInPlayer(ctx());
    await setProgress(player.username, { exp: 150 });
    const results = await Promise.all([1, 2, 3].map(() => call('GET', '/user/levelup', player.headers)));
    expect(results.filter((r) => r.json().leveledUp)).toHaveLength(1);
    for (const res of results) expect(res.json().user).toEqual({ lvl: 2, exp: 50, vacation_points: 0 });
  });

  it('lists the banners and pictures on offer, to visitors too', async () => {
    expect((await call('GET', '/user/banners')).json()).toEqual({ banners: [...banners] });
    expect((await call('GET', '/user/profile-pics')).json()).toEqual({ profileImages: [...profilePictures] });
  });

  it('changes banner and picture only to names on offer', async () => {
    const player = await signedInPlayer(ctx());
    const update = (payload: object) => call('PUT', '/user/profile_update', player.headers, payload);
    const ok = await update({ banner: banners[3], profileImage: profilePictures[5] });
    expect(ok.json()).toEqual({
      message: 'Perfil actualizado con éxito',
      banner: banners[3],
      profileImage: profilePictures[5],
    });
    expect((await update({ profileImage: profilePictures[2] })).json().banner).toBe(banners[3]);

    for (const [payload, code] of [
      [{ banner: '../../etc/passwd' }, 'BANNER_NOT_OFFERED'],
      [{ profileImage: 'https://evil.test/x.png' }, 'PROFILE_IMAGE_NOT_OFFERED'],
      [{}, 'PROFILE_NOTHING_TO_UPDATE'],
    ] as const) {
      const res = await update(payload);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    const data = (await call('GET', '/user/data', player.headers)).json();
    expect([data.banner, data.profilePic]).toEqual([banners[3], profilePictures[2]]);
  });

  it('ends the first-time tour', async () => {
    const player = await signedInPlayer(ctx());
    const res = await call('PUT', '/user/newplayer', player.headers, { newplayer: false });
    expect(res.json().newplayer).toBe(false);
    expect((await call('GET', '/user/data', player.headers)).json().newplayer).toBe(false);
  });

  it('shows a profile to visitors and players, finding the name whatever its case', async () => {
    const owner = await signedInPlayer(ctx());
    await setProgress(owner.username, { lvl: 4, exp: 30, vpoints: 900 });
    const visitor = await call('GET', `/user/mi_perfil/${owner.username.toUpperCase()}`);
    expect(visitor.json()).toEqual({
      userId: expect.any(Number),
      userName: owner.username,
      followers: 0,
      following: 0,
      banner: 'banner-01.webp',
      profileImage: 'pic-01.webp',
      maps: [],
      lvl: 4,
      exp: 30,
      vacationPoints: 900,
      isFollowing: false,
    });
    expect((await call('GET', `/user/mi_perfil/${owner.username}`, owner.headers)).json().isFollowing).toBe(false);
    const missing = await call('GET', '/user/mi_perfil/nobody_here');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'USER_NOT_FOUND']);
  });

  it('shares a profile among its viewers for a moment, each seeing whom they follow, its owner always afresh', async () => {
    const owner = await signedInPlayer(ctx());
    const fan = await signedInPlayer(ctx());
    const passer = await signedInPlayer(ctx());
    const profile = async (viewer?: { headers: Record<string, string> }) => {
      const res = await call('GET', `/user/mi_perfil/${owner.username}`, viewer?.headers);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json();
    };
    await call('POST', `/user/follow/${owner.username}`, fan.headers);
    expect(await profile(fan)).toMatchObject({ followers: 1, isFollowing: true, lvl: 1 });
    expect(await profile(passer)).toMatchObject({ followers: 1, isFollowing: false, lvl: 1 });

    // A change behind this server's back, as another server sharing the database makes it.
    await setProgress(owner.username, { lvl: 7 });
    expect(await profile(passer)).toMatchObject({ lvl: 1 });
    expect(await profile(owner)).toMatchObject({ lvl: 7, isFollowing: false });
    await sleep(PROFILE_TTL_MS + 50);
    expect(await profile(passer)).toMatchObject({ lvl: 7, isFollowing: false });

    // This server's own change shows at once.
    await call('POST', `/user/follow/${owner.username}`, passer.headers);
    expect(await profile(fan)).toMatchObject({ followers: 2, isFollowing: true });
    expect(await profile(passer)).toMatchObject({ followers: 2, isFollowing: true });
  });
});
