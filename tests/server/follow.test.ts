import { expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';

describeEachDb('following', (ctx) => {
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method, url, headers });
  const toggle = (who: { headers: Record<string, string> }, username: string) =>
    call('POST', `/user/follow/${username}`, who.headers);
  const status = async (who: { headers: Record<string, string> }, username: string) =>
    (await call('GET', `/user/following_status/${username}`, who.headers)).json().isFollowing;

  it('toggles following with the messages the client reads', async () => {
    const ana = await signedInPlayer(ctx(), 'ana');
    const bob = await signedInPlayer(ctx(), 'bob');
    expect(await status(ana, bob.username)).toBe(false);
    expect((await toggle(ana, bob.username)).json()).toEqual({ message: 'Has comenzado a seguir', following: true });
    expect(await status(ana, bob.username)).toBe(true);
    expect((await call('GET', `/user/mi_perfil/${bob.username}`, ana.headers)).json()).toMatchObject({
      followers: 1,
      isFollowing: true,
    });
    const english = await ctx().app.inject({
      method: 'POST',
      url: `/user/follow/${bob.username}`,
      headers: { ...ana.headers, 'accept-language': 'en' },
    });
    expect(english.json()).toEqual({ message: 'You stopped following', following: false });
    expect(await status(ana, bob.username)).toBe(false);
  });

  it('refuses following yourself and unknown users', async () => {
    const ana = await signedInPlayer(ctx());
    const self = await toggle(ana, ana.username.toUpperCase());
    expect([self.statusCode, self.json().code]).toEqual([400, 'CANNOT_FOLLOW_SELF']);
    for (const path of ['follow', 'following_status', 'followers', 'following']) {
      const url = `/user/${path}/nobody_here`;
      const res = await call(path === 'follow' ? 'POST' : 'GET', url, ana.headers);
      expect([res.statusCode, res.json().code], url).toEqual([404, 'USER_NOT_FOUND']);
    }
  });

  it('keeps a consistent state when toggles arrive together', async () => {
    const ana = await signedInPlayer(ctx());
    const bob = await signedInPlayer(ctx());
    for (const count of [2, 3]) {
      const before = await status(ana, bob.username);
      const results = await Promise.all(Array.from({ length: count }, () => toggle(ana, bob.username)));
      const states = results.map((r) => r.json().following as boolean);
      // Toggles alternate whatever their order, so the final state is the start flipped once per call.
      expect(states.filter(Boolean).length - states.filter((s) => !s).length).toBe(
        count % 2 === 0 ? 0 : before ? -1 : 1,
      );
      expect(await status(ana, bob.username)).toBe(count % 2 === 0 ? before : !before);
    }
  });

  it('lists followers and followed users, newest first, seen from the caller', async () => {
    const star = await signedInPlayer(ctx(), 'star');
    const fans = [];
    for (let i = 0; i < 3; i++) fans.push(await signedInPlayer(ctx(), 'fan'));
    for (const fan of fans) await toggle(fan, star.username);
    await toggle(fans[0], fans[1].username);

    const seenByFan0 = (await call('GET', `/user/followers/${star.username}`, fans[0].headers)).json();
    expect(seenByFan0.total).toBe(3);
    expect(seenByFan0.users.map((u: { username: string }) => u.username)).toEqual([
      fans[2].username,
      fans[1].username,
      fans[0].username,
    ]);
    expect(seenByFan0.users.map((u: { isFollowing: boolean }) => u.isFollowing)).toEqual([false, true, false]);
    expect(seenByFan0.users[0]).toEqual({
      username: fans[2].username,
      profileImage: 'pic-01.webp',
      lvl: 1,
      isFollowing: false,
    });

    const page = (await call('GET', `/user/followers/${star.username}?limit=2&offset=2`)).json();
    expect(page).toEqual({
      users: [expect.objectContaining({ username: fans[0].username, isFollowing: false })],
      total: 3,
    });

    const following = (await call('GET', `/user/following/${fans[0].username}`, star.headers)).json();
    expect(following.users.map((u: { username: string }) => u.username)).toEqual([fans[1].username, star.username]);
    const tooMany = await call('GET', `/user/followers/${star.username}?limit=1000`);
    expect(tooMany.statusCode).toBe(400);
  });
});
