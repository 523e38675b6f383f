import { beforeAll, expect, it } from 'vitest';
import { userCharactersResponse } from '../../src/contract/characters';
import { getQuestsResponse } from '../../src/contract/quests';
import { CHARACTERS } from '../../src/core/catalogue/characters';
import { QUEST_STAT_KEYS } from '../../src/core/catalogue/quests';
import { IDS_KEPT_PER_PLAYER } from '../../server/lib/player-memory';
import { describeEachDb } from './helpers/app';
import { bearer, signedInPlayer } from './helpers/accounts';
import { publishableMap } from './helpers/creators';
import { grantVpoints } from './helpers/ledger';
import { userIdOf } from './helpers/play-maps';
import { listOwnedCharacters } from '../../server/repositories/user-characters';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/**
 * What a signed-in call reads about its player (token version, likes, follows, characters) is kept between calls on SQLite and
 * read on every call on PostgreSQL (lib/player-memory.ts). Either way, every change made through the server shows
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

  it('is kept while the server hears every change: on SQLite at once, on PostgreSQL once subscribed to the change bus', async () => {
    const deadline = Date.now() + 5000;
    while (!app().dataChanges.bus.subscribed && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(app().dataChanges.bus.subscribed).toBe(true);
    expect(app().playerMemory.tokenVersions).toBeDefined();
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

  it('shows the characters a roll brings in the next closet and shop the player reads', async () => {
    const roller = await signedInPlayer(ctx(), 'keptroll');
    const id = await userIdOf(ctx(), roller.username);
    await grantVpoints(ctx(), id, 1_000);
    const closet = async () =>
      (await inject('GET', '/characters/user', roller.headers))
        .json()
        .characters.map((c: { characterid: number; num_cards: number }) => [c.characterid, c.num_cards]);
    const ownedInShop = async () =>
      (await inject('GET', '/characters/show', roller.headers))
        .json()
        .characters.flatMap((c: { characterid: number; owned: boolean }) => (c.owned ? [c.characterid] : []));
    const stored = async () =>
      (await listOwnedCharacters(app().db.kysely, id)).map((c) => [c.characterid, c.num_cards]);

    const before = await closet();
    expect(await ownedInShop()).toEqual(before.map(([characterid]: number[]) => characterid));
    const rolled = await inject('POST', '/characters/roll', roller.headers, { bannerType: 'common' });
    expect(rolled.statusCode, rolled.body).toBe(200);
    // A roll brings a new character or a card of one already owned: either way the closet changes.
    const after = await closet();
    expect(after).not.toEqual(before);
    expect(after).toEqual(await stored());
    expect(await ownedInShop()).toEqual(after.map(([characterid]: number[]) => characterid));

    // The closet is kept per language, each answer exactly the contract's.
    const closetIn = async (language: string) =>
      (await inject('GET', '/characters/user', { ...roller.headers, 'accept-language': language })).json();
    for (const language of ['en', 'es', 'en']) {
      const answer = await closetIn(language);
      expect(userCharactersResponse.strict().parse(answer)).toEqual(answer);
      const starter = answer.characters.find((c: { characterid: number }) => c.characterid === 1);
      expect(starter.name).toBe(CHARACTERS[0].name[language as 'en' | 'es']);
    }
  });

  it("shows another player's like in the creator's next quest board, in either language", async () => {
    const map = await publishableMap(app(), creator.headers, 'Kept Quest Cove');
    const likesReceived = async (language: string) => {
      const board = await inject('POST', '/quest/getQuests', { ...creator.headers, 'accept-language': language });
      expect(getQuestsResponse.strict().parse(board.json())).toEqual(board.json());
      return board.json().userStats[QUEST_STAT_KEYS.likesReceived] as number;
    };
    const before = await likesReceived('es');
    expect(await likesReceived('en')).toBe(before);
    expect((await inject('POST', `/maps/${map.mapid}/like`, fan.headers)).json().liked).toBe(true);
    expect([await likesReceived('es'), await likesReceived('en')]).toEqual([before + 1, before + 1]);
    expect((await inject('POST', `/maps/${map.mapid}/like`, fan.headers)).json().liked).toBe(false);
    expect(await likesReceived('en')).toBe(before);
  });

  it('reads the likes of a page for a player with more likes than it keeps, and still sees their changes', async () => {
    const liker = await signedInPlayer(ctx(), 'keptmany');
    const db = app().db.kysely;
    const [likerId, ownerId] = [await userIdOf(ctx(), liker.username), await userIdOf(ctx(), creator.username)];
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
    expect(app().playerMemory.likedMaps?.peek(String(likerId))).toBe('many');

    expect((await inject('POST', `/maps/${first[0].mapid}/like`, liker.headers)).json().liked).toBe(false);
    const second = await page();
    expect(second.map((map) => map.userHasLiked)).toEqual(first.map((_, i) => i !== 0));
  });
});
