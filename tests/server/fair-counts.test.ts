import { afterAll, beforeAll, expect, it } from 'vitest';
import { characterById } from '../../src/core/catalogue/characters';
import { QUEST_STAT_KEYS, QUESTS, questById } from '../../src/core/catalogue/quests';
import type { PlayResponse } from '../../src/contract/play';
import { playerStats } from '../../server/repositories/player-stats';
import { addPendingPlays } from '../../server/repositories/runs';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb } from './helpers/app';
import { createMap, publishableMap } from './helpers/creators';
import { expectLedgersBalanced } from './helpers/ledger';
import { mapFromPlay, playToTheEnd, userIdOf } from './helpers/play-maps';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;
type Headers = Record<string, string>;
const starter = characterById(1)!;
const k = QUEST_STAT_KEYS;
/** The quests farming would aim at: a run, a win, ten wins, likes given and received, a map played 100 times. */
const farmedQuests = QUESTS.filter((quest) =>
  [k.runsPlayed, k.runsWon, k.likesGiven, k.likesReceived, k.playsOfOwnMaps].includes(quest.statKey as never),
);

/*
 * Issue 27, fair counts: every route one could farm a count that pays or ranks with, alone, pays nothing; a real
 * other player's run counts once a day.
 */
describeEachDb('fair counts: farming pays nothing', (ctx) => {
  const app = () => ctx().app;
  const db = () => app().db.kysely;
  const inject = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object, ip = '192.0.2.1') =>
    app().inject({ method, url, headers, payload, remoteAddress: ip });
  const playCall = (mapid: number, ip: string, headers: Headers = {}) =>
    inject('POST', `/maps/${mapid}/play`, headers, undefined, ip);
  const startRun = async (mapId: number, headers: Headers = {}, ip = '192.0.2.1'): Promise<PlayResponse> => {
    const res = await inject('POST', '/play/play', headers, { mapId }, ip);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** Starts a run and plays it to its end honestly with the starter, as the browser does: the answer to the end. */
  const playThrough = async (mapId: number, headers: Headers = {}, ip = '192.0.2.1') => {
    const play = await startRun(mapId, headers, ip);
    const { actions } = playToTheEnd(mapFromPlay(play), starter, play.character.level, play.seed);
    const res = await inject('POST', '/play/endGame', headers, { mapId, gameHash: play.gameHash, actions }, ip);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const numPlayers = async (mapid: number) => {
    await app().addPendingPlays();
    const row = await db()
      .selectFrom('maps')
      .select('num_players')
      .where('mapid', '=', mapid)
      .executeTakeFirstOrThrow();
    return row.num_players;
  };
  const board = async (who: Player) => {
    const res = await inject('POST', '/quest/getQuests', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { quests: { id: number; progress: number; claimable: boolean }[]; userStats: object };
  };
  const wallet = async (who: Player) => {
    const user = await db()
      .selectFrom('users')
      .select(['id', 'vpoints', 'exp'])
      .where('username', '=', who.username)
      .executeTakeFirstOrThrow();
    const ledger = await db().selectFrom('vpoint_ledger').select('id').where('user_id', '=', user.id).execute();
    return { vpoints: user.vpoints, exp: user.exp, ledgerRows: ledger.length };
  };
  /** Nothing to claim, nothing paid, no experience: every farmed quest at 0 and refused. */
  const expectNothingPaid = async (who: Player) => {
    await app().addPendingPlays();
    const { quests, userStats } = await board(who);
    expect(userStats).toMatchObject({
      [k.runsPlayed]: 0,
      [k.runsWon]: 0,
      [k.runsDied]: 0,
      [k.eventsCompleted]: 0,
      [k.likesGiven]: 0,
      [k.likesReceived]: 0,
      [k.playsOfOwnMaps]: 0,
    });
    // Publishing the map is the one quest the farmer earned; nothing else is claimable.
    const claimable = quests.filter((quest) => quest.claimable).map((quest) => questById(quest.id)?.statKey);
    expect(claimable.filter((statKey) => statKey !== k.mapsPublished)).toEqual([]);
    for (const quest of farmedQuests) {
      const res = await inject('POST', '/quest/claimReward', who.headers, { questId: quest.id });
      expect([res.statusCode, res.json().code], `quest ${quest.id}`).toEqual([409, 'QUEST_NOT_COMPLETE']);
    }
    expect(await playerStats(db(), await userIdOf(ctx(), who.username))).toEqual({});
    expect(await wallet(who)).toEqual({ vpoints: 0, exp: 0, ledgerRows: 0 });
  };

  let creator: Player;
  let fan: Player;
  let mapid: number;
  beforeAll(async () => {
    [creator, fan] = [await signedInPlayer(ctx(), 'farmer'), await signedInPlayer(ctx(), 'realfan')];
    mapid = (await publishableMap(app(), creator.headers, 'Isla del granjero')).mapid;
  });
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('counts anonymous plays from 100 addresses once each in the browser, and never toward quests', async () => {
    const before = await numPlayers(mapid);
    const addresses = Array.from({ length: 100 }, (_, i) => `198.51.${100 + Math.floor(i / 50)}.${(i % 50) + 1}`);
    for (const ip of addresses) {
      expect((await playCall(mapid, ip)).statusCode).toBe(200);
      expect((await playCall(mapid, ip)).statusCode).toBe(200);
    }
    // Visitors' runs from the same addresses: already counted today.
    for (const ip of addresses.slice(0, 20)) await startRun(mapid, {}, ip);
    expect(await numPlayers(mapid)).toBe(before + 100);
    await expectNothingPaid(creator);
    // No address is stored: only keyed hashes.
    const keys = await db().selectFrom('map_play_days').select('play_key').where('mapid', '=', mapid).execute();
    expect(keys.filter(({ play_key }) => addresses.some((ip) => play_key.includes(ip)))).toEqual([]);
  });

  it("never counts the owner's own plays, runs or wins, nor gives them experience", async () => {
    const before = await numPlayers(mapid);
    expect((await playCall(mapid, '203.0.113.200', creator.headers)).json()).toEqual({ num_players: before });
    for (let i = 0; i < 3; i++) {
      expect(await playThrough(mapid, creator.headers, `203.0.113.${201 + i}`)).toMatchObject({
        result: 'won',
        experienceGained: 0,
        message: 'Partida terminada. Las partidas en tus propios mapas no dan experiencia.',
      });
    }
    expect(await numPlayers(mapid)).toBe(before);
    await expectNothingPaid(creator);
  });

  it("counts an owner's playtest of an empty draft as nothing", async () => {
    const draft = await createMap(app(), creator.headers, { title: 'Borrador vacío' });
    expect(await playThrough(draft.mapid, creator.headers)).toMatchObject({ result: 'won', experienceGained: 0 });
    expect(await numPlayers(draft.mapid)).toBe(0);
    await expectNothingPaid(creator);
  });

  it('refuses a self-like, which counts nothing', async () => {
    const res = await inject('POST', `/maps/${mapid}/like`, creator.headers);
    expect([res.statusCode, res.json().code]).toEqual([403, 'CANNOT_LIKE_OWN_MAP']);
    await expectNothingPaid(creator);
  });

  it("counts another signed-in player's runs once a day toward the owner's quest, and pays the player", async () => {
    const before = await numPlayers(mapid);
    const fanId = await userIdOf(ctx(), fan.username);
    // Three runs from three addresses, and a POST /maps/{id}/play from a fresh one: one play for the quest.
    const ended = await playThrough(mapid, fan.headers, '192.0.2.31');
    expect(ended.experienceGained).toBeGreaterThan(0);
    await startRun(mapid, fan.headers, '192.0.2.32');
    await startRun(mapid, fan.headers, '192.0.2.33');
    await playCall(mapid, '192.0.2.34', fan.headers);
    expect(await numPlayers(mapid)).toBe(before + 2);
    expect((await board(creator)).userStats).toMatchObject({ [k.playsOfOwnMaps]: 1 });
    // The fan's own runs are theirs: each counts among their runs.
    expect((await board(fan)).userStats).toMatchObject({ [k.runsPlayed]: 3, [k.runsWon]: 1 });

    // The next day (the recorded day moved back one) the same player's run counts again, once.
    await db()
      .updateTable('map_play_days')
      .set({ day: '2000-01-01' })
      .where('mapid', '=', mapid)
      .where('player_id', '=', fanId)
      .execute();
    await startRun(mapid, fan.headers, '192.0.2.35');
    await startRun(mapid, fan.headers, '192.0.2.36');
    expect(await numPlayers(mapid)).toBe(before + 3);
    expect((await board(creator)).userStats).toMatchObject({ [k.playsOfOwnMaps]: 2 });
    expect(await wallet(creator)).toEqual({ vpoints: 0, exp: 0, ledgerRows: 0 });
  });

  it('counts parallel plays from one address, or one player, once', async () => {
    const [other, before] = [await signedInPlayer(ctx(), 'racer'), await numPlayers(mapid)];
    const calls = await Promise.all(Array.from({ length: 20 }, () => playCall(mapid, '192.0.2.77')));
    expect(calls.map((res) => res.statusCode)).toEqual(calls.map(() => 200));
    expect(await numPlayers(mapid)).toBe(before + 1);
    // Runs of one player racing several additions of the pending plays (several servers at once on PostgreSQL).
    const starts = Array.from({ length: 10 }, (_, i) => startRun(mapid, other.headers, `192.0.2.${90 + i}`));
    const additions = Array.from({ length: 4 }, () => addPendingPlays(db()));
    await Promise.all([...starts, ...additions]);
    expect(await numPlayers(mapid)).toBe(before + 2);
    expect((await board(creator)).userStats).toMatchObject({ [k.playsOfOwnMaps]: 3 });
  });
});
