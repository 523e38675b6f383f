import { beforeAll, expect, it } from 'vitest';
import { characterById } from '../../src/core/catalogue/characters';
import { experienceFor, type RunAction } from '../../src/core/run';
import type { PlayResponse } from '../../src/contract/play';
import { playerStats } from '../../server/repositories/player-stats';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import {
  grantCharacter,
  insertTestMap,
  mapFromPlay,
  playToTheEnd,
  userIdOf,
  type InsertedMap,
  type TestMap,
} from './helpers/play-maps';

const tourist = characterById(1)!;
const lifeguard = characterById(5)!;

/** Three harmless events: the bottle runs dry after three turns and the run is won (no-events). */
const walkMap: TestMap = { difficulty: 3, events: [{ options: [{}] }, { options: [{}] }, { options: [{}] }] };
/** A drink found on the first event opens the second, which wins: two turns and one item used, in a fixed order. */
const itemMap: TestMap = {
  items: [{ name: 'Agua', functionality: 'drink' }],
  events: [{ options: [{ thirst: -30, rewards: 0, unlocks: 1 }] }, { locked: true, options: [{ wins: true }] }],
};
/** One deadly event. */
const deathMap: TestMap = { events: [{ options: [{ health: -1000 }] }] };
/** A blow only a character with more health (and the lifeguard's damage reduction) survives, then a win. */
const blowMap: TestMap = {
  events: [{ options: [{ health: -130, unlocks: 1 }] }, { locked: true, options: [{ wins: true }] }],
};
/**
 * One drawable event with: an option needing an item nobody has, a deadly option and a harmless one; and a locked
 * event. Every forged run of the tests is made against it.
 */
const forgeMap: TestMap = {
  items: [{ name: 'Llave', functionality: 'intercambiable' }],
  events: [{ options: [{ requires: 0, wins: true }, { health: -1000 }, {}] }, { locked: true, options: [{}] }],
};

describeEachDb('ending a run: replayed, rewarded once', (ctx) => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload, headers });
  const start = async (
    mapId: number,
    headers: Record<string, string> = {},
    extra: object = {},
  ): Promise<PlayResponse> => {
    const res = await post('/play/play', { mapId, ...extra }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const endGame = (
    play: PlayResponse,
    mapId: number,
    actions: RunAction[],
    headers: Record<string, string> = {},
    extra: object = {},
  ) =>
    post(
      '/play/endGame',
      {
        mapId,
        gameHash: play.gameHash,
        actions,
        completedEvents: [],
        damageHistory: [],
        healingHistory: [],
        effects: [],
        ...extra,
      },
      headers,
    );
  const expOf = async (headers: Record<string, string>) =>
    (await ctx().app.inject({ method: 'GET', url: '/user/data', headers })).json().exp;
  const statsOf = (userId: number) => playerStats(ctx().app.db.kysely, userId);
  /** Plays a started run honestly with the starter, as the browser does. */
  const honestly = (play: PlayResponse, character = tourist) =>
    playToTheEnd(mapFromPlay(play), character, play.character.level, play.seed);

  const maps: Record<'walk' | 'item' | 'death' | 'blow' | 'forge', InsertedMap> = {} as never;
  beforeAll(async () => {
    for (const [name, spec] of Object.entries({
      walk: walkMap,
      item: itemMap,
      death: deathMap,
      blow: blowMap,
      forge: forgeMap,
    })) {
      maps[name as keyof typeof maps] = await insertTestMap(ctx(), spec);
    }
  });

  it('grants the experience of an honest run once, and nothing for the same run again', async () => {
    const player = await signedInPlayer(ctx());
    const play = await start(maps.walk.mapId, player.headers);
    const { final, actions } = honestly(play);
    expect([final.status, final.completed.length]).toEqual(['won', 3]);
    // 3 turns (15) doubled by the win (30), +30 % for difficulty 3.
    expect(experienceFor(final, mapFromPlay(play))).toBe(39);

    const res = await endGame(play, maps.walk.mapId, actions, player.headers);
    expect(res.json()).toEqual({
      success: true,
      message: 'Partida terminada. ¡Has ganado experiencia!',
      experienceGained: 39,
      result: 'won',
    });
    expect(await expOf(player.headers)).toBe(39);

    const again = await endGame(play, maps.walk.mapId, actions, player.headers);
    expect([again.statusCode, again.json().code]).toEqual([409, 'RUN_FINISHED']);
    expect(await expOf(player.headers)).toBe(39);
    const run = await ctx()
      .app.db.kysely.selectFrom('runs')
      .selectAll()
      .where('game_hash', '=', play.gameHash)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({ result: 'won', experience_gained: 39, reward_claimed: 1 });
    expect(run.finished_at).not.toBeNull();
  });

  it('counts wins, deaths, events completed and items used, in total and per map', async () => {
    const player = await signedInPlayer(ctx());
    const userId = await userIdOf(ctx(), player.username);
    const won = await start(maps.item.mapId, player.headers);
    const winning = honestly(won);
    expect(winning.actions.filter((action) => action.type === 'use-item')).toHaveLength(1);
    const wonRes = await endGame(won, maps.item.mapId, winning.actions, player.headers);
    expect(wonRes.json()).toMatchObject({
      result: 'won',
      experienceGained: experienceFor(winning.final, mapFromPlay(won)),
    });

    const died = await start(maps.death.mapId, { ...player.headers, 'accept-language': 'en' });
    const dying = honestly(died);
    const diedRes = await endGame(died, maps.death.mapId, dying.actions, {
      ...player.headers,
      'accept-language': 'en',
    });
    expect(diedRes.json()).toEqual({
      success: true,
      message: 'Game over. You earned experience!',
      experienceGained: 5,
      result: 'dead',
    });

    expect(await expOf(player.headers)).toBe(20 + 5);
    expect(await statsOf(userId)).toEqual({
      runs_played: 2,
      runs_won: 1,
      runs_died: 1,
      events_completed: 3,
      items_used: 1,
      [`map_${maps.item.mapId}_played`]: 1,
      [`map_${maps.item.mapId}_won`]: 1,
      [`map_${maps.death.mapId}_played`]: 1,
    });
  });

  it('replays with the character and level the run started with', async () => {
    const player = await signedInPlayer(ctx());
    await grantCharacter(ctx(), await userIdOf(ctx(), player.username), 5, 3);
    const play = await start(maps.blow.mapId, player.headers, { selectedCharacter: 5 });
    const { final, actions } = honestly(play, lifeguard);
    // The level-1 tourist dies of this blow; the level-3 lifeguard (144 health, a quarter less damage) walks on.
    expect(honestly(play).final.status).toBe('dead');
    expect(final.status).toBe('won');
    const res = await endGame(play, maps.blow.mapId, actions, player.headers);
    expect(res.json()).toMatchObject({ result: 'won', experienceGained: 20 });
  });

  it("settles a visitor's run without experience", async () => {
    const play = await start(maps.walk.mapId);
    const { actions } = honestly(play);
    const res = await endGame(play, maps.walk.mapId, actions);
    expect(res.json()).toEqual({
      success: true,
      message: 'Partida terminada. Inicia sesión para ganar experiencia.',
      experienceGained: 0,
      result: 'won',
    });
    expect((await endGame(play, maps.walk.mapId, actions)).statusCode).toBe(409);
  });

  it("gives nothing for someone else's run and leaves it to its owner", async () => {
    const owner = await signedInPlayer(ctx());
    const thief = await signedInPlayer(ctx());
    const play = await start(maps.walk.mapId, owner.headers);
    const { actions } = honestly(play);
    for (const headers of [thief.headers, {}]) {
      const res = await endGame(play, maps.walk.mapId, actions, headers);
      expect(res.json()).toMatchObject({
        success: true,
        experienceGained: 0,
        message: 'Esta partida no es tuya: no da experiencia.',
      });
    }
    expect(await expOf(thief.headers)).toBe(0);
    expect(await statsOf(await userIdOf(ctx(), thief.username))).toEqual({});
    expect((await endGame(play, maps.walk.mapId, actions, owner.headers)).json().experienceGained).toBe(39);
  });

  it('decides the outcome from the actions alone, whatever the client reports', async () => {
    const player = await signedInPlayer(ctx());
    const play = await start(maps.walk.mapId, player.headers);
    const { actions } = honestly(play);
    const inflated = {
      completedEvents: Array.from({ length: 40 }, (_, turn) => ({ turn, eventId: 1, consequenceId: 1 })),
      healingHistory: [{ turn: 1, stat: 'health', amount: 999, source: 'item' }],
    };
    const res = await endGame(play, maps.walk.mapId, actions, player.headers, inflated);
    expect(res.json()).toMatchObject({ experienceGained: 39, result: 'won' });
  });

  it('refuses impossible runs, grants nothing for them and keeps the run open', async () => {
    const player = await signedInPlayer(ctx());
    const userId = await userIdOf(ctx(), player.username);
    const { eventIds, optionIds, itemIds, mapId } = maps.forge;
    const [needsKey, deadly, harmless] = optionIds[0];
    const choose = (eventId: number, consequenceId: number): RunAction => ({ type: 'choose', eventId, consequenceId });
    const forgeries: [string, RunAction[], string, number | null, number?][] = [
      ['an option of another event', [choose(eventIds[0], optionIds[1][0])], 'option-not-offered', 0],
      ['an option needing an item not held', [choose(eventIds[0], needsKey)], 'item-required', 0],
      ['an event that is not on screen', [choose(eventIds[1], optionIds[1][0])], 'event-not-current', 0],
      ['an event of no map', [choose(2_000_000_000, harmless)], 'unknown-event', 0],
      ['using an item never found', [{ type: 'use-item', itemId: itemIds[0] }], 'item-not-held', 0],
      ['acting after death', [choose(eventIds[0], deadly), choose(eventIds[0], harmless)], 'run-ended', 1],
      ['a run that has not ended', [], 'run-not-ended', null],
      ['another map', [choose(eventIds[0], harmless)], 'map-mismatch', null, maps.walk.mapId],
    ];
    for (const [name, actions, reason, actionIndex, claimedMap] of forgeries) {
      const play = await start(mapId, player.headers);
      const res = await endGame(play, claimedMap ?? mapId, actions, player.headers);
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({ error: expect.any(String), code: 'RUN_INVALID', reason, actionIndex });
    }
    const unknown = await post('/play/endGame', { mapId, gameHash: 'A'.repeat(43), actions: [] }, player.headers);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'RUN_NOT_FOUND']);

    expect(await expOf(player.headers)).toBe(0);
    expect(await statsOf(userId)).toEqual({ runs_played: forgeries.length, [`map_${mapId}_played`]: forgeries.length });
    // A refused end does not burn the run: its honest end is still accepted (one turn, won: 5 + 5).
    const play = await start(mapId, player.headers);
    expect((await endGame(play, mapId, [choose(eventIds[0], needsKey)], player.headers)).statusCode).toBe(422);
    const honest = await endGame(play, mapId, [choose(eventIds[0], harmless)], player.headers);
    expect(honest.json()).toMatchObject({ result: 'won', experienceGained: 10 });
  });
});
