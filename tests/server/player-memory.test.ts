import { beforeAll, expect, it } from 'vitest';
import { IDS_KEPT_PER_PLAYER } from '../../server/services/player-memory';
import { describeEachDb } from './helpers/app';
import { bearer, signedInPlayer } from './helpers/accounts';
import { publishableMap } from './helpers/creators';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/**
 * What a signed-in call reads about its player (token version, likes, follows) is kept between calls on SQLite and
 * read on every call on PostgreSQL (services/player-memory.ts). Either way, every change made through the server shows
 * in the very next call: each case reads first (so SQLite keeps it), changes it through the API, and reads again.
 */
describeEachDb('what the server keeps of each player', (ctx) => {
  const app = () => ctx().app;
  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    app().inject({ method, url, headers, payload });
  let creator: Player;
  let fan: Player;
  beforeAll(async () => {
    creator = await signedInPlayer(ctx(), 'keeper');
    fan = await signedInPlayer(ctx(), 'keptfan');
  });

  const likedOnPage = async (headers: Record<string, string>, mapid: number) => {
    const page = (await inject('GET', '/maps/all?sort=az&search=Kept&limit=50', headers)).json();
    return page.maps.find((map: { mapid: number }) => map.mapid === mapid)?.userHasLiked as boolean;
  };
  const follows = async (viewer: Player, owner: Player) =>
    (await inject('GET', `/user/mi_perfil/${owner.username}`, viewer.headers)).json().isFollowing as boolean;

  it('is kept on SQLite only: PostgreSQL has other servers writing, which this one would not hear of', () => {
    expect(app().playerMemory !== undefined).toBe(ctx().dialect === 'sqlite');
  });

  it('shows a like and its undoing in the next page the player reads', async () => {
    const map = await publishableMap(app(), creator.headers, 'Kept Cove');
    expect(await likedOnPage(fan.headers, map.mapid)).toBe(false);
    expect((await inject('POST', `/maps/${map.mapid}/like`, fan.headers)).json().liked).toBe(true);
    expect(await likedOnPage(fan.headers, map.mapid)).toBe(true);
    expect(await likedOnPage(creator.headers, map.mapid)).toBe(false);
    expect((await inject('POST', `/maps/${map.mapid}/like`, fan.headers)).json().liked).toBe(false);
    expect(await likedOnPage(fan.headers, map.mapid)).toBe(false);
  });

  it('shows a follow and an unfollow in the next profile and status the player reads', async () => {
    const status = async () =>
      (await inject('GET', `/user/following_status/${creator.username}`, fan.headers)).json().isFollowing;
    expect([await follows(fan, creator), await status()]).toEqual([false, false]);
    expect((await inject('POST', `/user/follow/${creator.username}`, fan.headers)).statusCode).toBe(200);
    expect([await follows(fan, creator), await status()]).toEqual([true, true]);
    expect(await follows(creator, fan)).toBe(false);
    expect((await inject('POST', `/user/follow/${creator.username}`, fan.headers)).statusCode).toBe(200);
    expect([await follows(fan, creator), await status()]).toEqual([false, false]);
  });

  it('refuses a token it accepted a moment ago once the password changes or the account is deleted', async () => {
    const player = await signedInPlayer(ctx(), 'keptpass');
    expect((await inject('GET', '/user/data', player.headers)).statusCode).toBe(200);
    const changed = await inject('PUT', '/user/change_password', player.headers, {
      currentPassword: player.password,
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode).toBe(200);
    expect((await inject('GET', '/user/data', player.headers)).json().code).toBe('TOKEN_INVALID');

    const fresh = bearer(changed.json().token);
    expect((await inject('GET', '/user/data', fresh)).statusCode).toBe(200);
    const deleted = await inject('DELETE', '/user/account', fresh, { password: 'a-brand-new-password' });
    expect(deleted.statusCode).toBe(200);
    expect((await inject('GET', '/user/data', fresh)).json().code).toBe('TOKEN_INVALID');
  });

  it('reads the likes of a page for a player with more likes than it keeps, and still sees their changes', async () => {
    const liker = await signedInPlayer(ctx(), 'keptmany');
    const db = app().db.kysely;
    const ids = async (username: string) =>
      (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
    const [likerId, ownerId] = [await ids(liker.username), await ids(creator.username)];
    const now = new Date().toISOString();
    // More liked maps than an entry holds, written before the player's first read (nothing is kept of them yet).
    const maps = await db
      .insertInto('maps')
      .values(
        Array.from({ length: IDS_KEPT_PER_PLAYER + 1 }, (_, i) => ({
          owner_id: ownerId,
          name: `Manykept ${i}`,
          name_key: `manykept ${i}`,
          description: 'Liked by one player among many.',
          published: 1,
          difficulty: 1,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('mapid')
      .execute();
    await db
      .insertInto('likes')
      .values(maps.map(({ mapid }) => ({ user_id: likerId, mapid, created_at: now })))
      .execute();

    const page = async () =>
      (await inject('GET', '/maps/all?sort=az&search=Manykept', liker.headers)).json().maps as {
        mapid: number;
        userHasLiked: boolean;
      }[];
    const first = await page();
    expect(first).toHaveLength(20);
    expect(first.every((map) => map.userHasLiked)).toBe(true);
    if (ctx().dialect === 'sqlite') expect(app().playerMemory!.likedMaps.peek(String(likerId))).toBe('many');

    expect((await inject('POST', `/maps/${first[0].mapid}/like`, liker.headers)).json().liked).toBe(false);
    const second = await page();
    expect(second.map((map) => map.userHasLiked)).toEqual(first.map((_, i) => i !== 0));
  });
});
