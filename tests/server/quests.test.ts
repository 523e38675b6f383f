import { afterAll, describe, expect, it } from 'vitest';
import { QUEST_STAT_KEYS, QUESTS } from '../../src/core/catalogue/quests';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectRefusal, malformedBodies } from './helpers/bad-requests';
import { expectLedgersBalanced } from './helpers/ledger';
import { grantCharacter, userIdOf } from './helpers/play-maps';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;
const followQuest = QUESTS.find((quest) => quest.statKey === QUEST_STAT_KEYS.follows && quest.target === 1)!;

const board = (ctx: TestContext, who: Player, lang = 'es') =>
  ctx.app.inject({ method: 'POST', url: '/quest/getQuests', headers: { ...who.headers, 'accept-language': lang } });
const claim = (ctx: TestContext, who: Player, questId: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/quest/claimReward', headers: who.headers, payload: { questId } });
const follow = (ctx: TestContext, who: Player, username: string) =>
  ctx.app.inject({ method: 'POST', url: `/user/follow/${username}`, headers: who.headers });

async function balanceOf(ctx: TestContext, username: string): Promise<number> {
  const row = await ctx.app.db.kysely
    .selectFrom('users')
    .select('vpoints')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.vpoints;
}

describeEachDb('quests', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('lists the quests this build measures, in the asked language, sorted by what remains', async () => {
    const ana = await signedInPlayer(ctx(), 'quest_ana');
    const spanish = (await board(ctx(), ana)).json();
    const english = (await board(ctx(), ana, 'en')).json();
    expect(spanish.quests.length).toBeGreaterThanOrEqual(14);
    expect(spanish.quests.find((q: { id: number }) => q.id === 1)).toMatchObject({
      name: 'Primer naufragio',
      stat_key: 'runs_played',
      target_count: 1,
      progress: 0,
      completed: false,
      claimable: false,
      reward_vpoints: 50,
      reward_type: null,
      reward_object: null,
    });
    expect(english.quests.find((q: { id: number }) => q.id === 1).name).toBe('First shipwreck');
    // Counters that nothing counts yet (gacha rolls, the social link) are not offered.
    const keys = spanish.quests.map((q: { stat_key: string }) => q.stat_key);
    expect(keys).not.toContain(QUEST_STAT_KEYS.rolls);
    expect(keys).not.toContain(QUEST_STAT_KEYS.socialLinkOpened);
    const remaining = spanish.quests.map(
      (q: { target_count: number; progress: number }) => q.target_count - q.progress,
    );
    expect(remaining).toEqual([...remaining].sort((a, b) => a - b));
    expect(spanish.userStats).toMatchObject({ runs_played: 0, level: 1, follows: 0 });
  });

  it('counts each social counter from its own rows: published maps, likes given and received, plays, follows, characters', async () => {
    const [eva, fay] = [await signedInPlayer(ctx(), 'quest_eva'), await signedInPlayer(ctx(), 'quest_fay')];
    const [evaId, fayId] = [await userIdOf(ctx(), eva.username), await userIdOf(ctx(), fay.username)];
    const db = ctx().app.db.kysely;
    const now = new Date().toISOString();
    const map = (owner: number, name: string, published: number, likes: number, plays: number) =>
      db
        .insertInto('maps')
        .values({
          owner_id: owner,
          name,
          name_key: name,
          description: '',
          image: null,
          published,
          likes,
          num_players: plays,
          created_at: now,
          updated_at: now,
        })
        .returning('mapid')
        .executeTakeFirstOrThrow();
    const evas = await map(evaId, 'eva published', 1, 3, 5);
    await map(evaId, 'eva draft', 0, 1, 2);
    // Plays that pay are other signed-in players' runs, one a map and day: not num_players, which visitors add to.
    await db
      .insertInto('map_play_days')
      .values([
        { mapid: evas.mapid, day: '2026-01-01', play_key: `player:${fayId}`, player_id: fayId },
        { mapid: evas.mapid, day: '2026-01-02', play_key: `player:${fayId}`, player_id: fayId },
        { mapid: evas.mapid, day: '2026-01-02', play_key: 'address:a-visitor', player_id: null },
        // Eva's own run of her map pays her nothing.
        { mapid: evas.mapid, day: '2026-01-02', play_key: `player:${evaId}`, player_id: evaId },
      ])
      .execute();
    const fays = await map(fayId, 'fay published', 1, 0, 0);
    await db.insertInto('likes').values({ user_id: evaId, mapid: fays.mapid, created_at: now }).execute();
    await db.insertInto('follows').values({ follower_id: evaId, followee_id: fayId, created_at: now }).execute();
    await grantCharacter(ctx(), evaId, 2);
    await grantCharacter(ctx(), evaId, 3);

    expect((await board(ctx(), eva)).json().userStats).toMatchObject({
      [QUEST_STAT_KEYS.mapsPublished]: 1,
      [QUEST_STAT_KEYS.likesGiven]: 1,
      [QUEST_STAT_KEYS.likesReceived]: 4,
      [QUEST_STAT_KEYS.playsOfOwnMaps]: 2,
      [QUEST_STAT_KEYS.follows]: 1,
      // The starter character every account gets, and the two granted.
      [QUEST_STAT_KEYS.charactersOwned]: 3,
      [QUEST_STAT_KEYS.level]: 1,
    });
    expect((await board(ctx(), fay)).json().userStats).toMatchObject({
      [QUEST_STAT_KEYS.mapsPublished]: 1,
      [QUEST_STAT_KEYS.likesGiven]: 0,
      // Eva's like (the likes row keeps the map's count).
      [QUEST_STAT_KEYS.likesReceived]: 1,
      [QUEST_STAT_KEYS.follows]: 0,
      [QUEST_STAT_KEYS.charactersOwned]: 1,
    });
  });

  it('shares the answer of players at the same counts, and shows a change of one player’s counts at once', async () => {
    const [gil, hal] = [await signedInPlayer(ctx(), 'quest_gil'), await signedInPlayer(ctx(), 'quest_hal')];
    expect((await board(ctx(), gil)).body).toBe((await board(ctx(), hal)).body);
    expect((await follow(ctx(), gil, hal.username)).statusCode).toBe(200);
    expect((await board(ctx(), gil)).json().userStats[QUEST_STAT_KEYS.follows]).toBe(1);
    expect((await board(ctx(), hal)).json().userStats[QUEST_STAT_KEYS.follows]).toBe(0);
  });

  it('refuses a claim before the quest is done, and changes nothing', async () => {
    const bea = await signedInPlayer(ctx(), 'quest_bea');
    const res = await claim(ctx(), bea, followQuest.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUEST_NOT_COMPLETE');
    expect(await balanceOf(ctx(), bea.username)).toBe(0);
  });

  it('pays a done quest once, however many claims arrive at once', async () => {
    const [cai, dan] = [await signedInPlayer(ctx(), 'quest_cai'), await signedInPlayer(ctx(), 'quest_dan')];
    expect((await follow(ctx(), cai, dan.username)).statusCode).toBe(200);
    const before = (await board(ctx(), cai)).json();
    expect(before.quests.find((q: { id: number }) => q.id === followQuest.id)).toMatchObject({
      progress: 1,
      claimable: true,
    });
    expect(before.quests[0].id).toBe(followQuest.id);

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(ctx(), cai, followQuest.id)));
    const paid = answers.filter((res) => res.statusCode === 200);
    expect(paid).toHaveLength(1);
    expect(paid[0].json()).toMatchObject({
      questId: followQuest.id,
      reward_vpoints: followQuest.rewardVpoints,
      vpoints: followQuest.rewardVpoints,
      message: '¡Recompensa reclamada!',
    });
    for (const refused of answers.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('QUEST_ALREADY_CLAIMED');
    }
    expect(await balanceOf(ctx(), cai.username)).toBe(followQuest.rewardVpoints);
    const userId = await userIdOf(ctx(), cai.username);
    const ledger = await ctx()
      .app.db.kysely.selectFrom('vpoint_ledger')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: followQuest.rewardVpoints,
        reason: 'quest',
        reference: `${userId}:${followQuest.id}`,
      }),
    ]);

    const after = (await board(ctx(), cai)).json();
    expect(after.quests.find((q: { id: number }) => q.id === followQuest.id)).toMatchObject({
      completed: true,
      claimable: false,
    });
    expect(after.quests[after.quests.length - 1].id).toBe(followQuest.id);
    // Unfollowing later does not take back what was paid, nor make the quest claimable again.
    await follow(ctx(), cai, dan.username);
    expect((await claim(ctx(), cai, followQuest.id)).json().code).toBe('QUEST_ALREADY_CLAIMED');
  });

  describe('bad requests', () => {
    it('answers unknown quests, bad ids and bad bodies with a clear 4xx', async () => {
      const eva = await signedInPlayer(ctx(), 'quest_eva');
      expect((await claim(ctx(), eva, 9999)).json()).toMatchObject({ code: 'QUEST_NOT_FOUND' });
      const rolls = QUESTS.find((quest) => quest.statKey === QUEST_STAT_KEYS.rolls)!;
      expect((await claim(ctx(), eva, rolls.id)).statusCode).toBe(404);
      for (const questId of [0, -1, 1.5, '1', null, 2 ** 40]) {
        const res = await claim(ctx(), eva, questId);
        expect(res.statusCode, String(questId)).toBe(400);
      }
      const base = { method: 'POST' as const, url: '/quest/claimReward', headers: eva.headers };
      for (const badCase of malformedBodies(base, { questId: 1 })) {
        expectRefusal(await ctx().app.inject(badCase.request), badCase, 'claimReward');
      }
      expect((await ctx().app.inject({ method: 'POST', url: '/quest/getQuests' })).statusCode).toBe(401);
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/quest/claimReward', payload: { questId: 1 } })).statusCode,
      ).toBe(401);
      expect(await balanceOf(ctx(), eva.username)).toBe(0);
    });
  });
});
