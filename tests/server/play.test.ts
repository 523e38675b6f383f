import { gunzipSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { playResponse } from '../../src/contract/play';
import { playerStats } from '../../server/repositories/player-stats';
import { option } from '../fixtures/options';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { badTokens, expectRefusal, malformedBodies, type BadCase } from './helpers/bad-requests';
import { grantCharacter, insertTestMap, userIdOf, type InsertedMap } from './helpers/play-maps';

describeEachDb('starting a run and loading its character', (ctx) => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload, headers });
  const play = (mapId: number, headers: Record<string, string> = {}, extra: object = {}) =>
    post('/play/play', { mapId, ...extra }, headers);
  const statsOf = (userId: number) => playerStats(ctx().app.db.kysely, userId);

  let map: InsertedMap;
  beforeAll(async () => {
    map = await insertTestMap(ctx(), {
      difficulty: 4,
      items: [
        { name: 'Cantimplora', name_en: 'Canteen', functionality: 'drink' },
        { name: 'Concha', functionality: 'intercambiable' },
      ],
      events: [
        {
          premise: 'Un cangrejo',
          premise_en: 'A crab',
          options: [
            { health: -5, rewards: 0 },
            { requires: 1, wins: true },
          ],
        },
        { premise: 'Una tormenta', locked: true, options: [{ thirst: 10, follows: 0, unlocks: 0 }] },
      ],
    });
  });

  it('gives a visitor the map as played, a run and the starter', async () => {
    const res = await play(map.mapId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json();
    // Joined from the run's own fields and the view the cache serialised: exactly the contract's members, once each.
    expect(Object.keys(body).sort()).toEqual(Object.keys(playResponse.shape).sort());
    expect(playResponse.safeParse(body).error).toBeUndefined();
    expect(body.gameHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body).toMatchObject({ imagenMapa: 'test-map.webp', difficulty: 4, character: { characterid: 1, level: 1 } });
    expect(body.eventos.map((event: { eventid: number }) => event.eventid)).toEqual(map.eventIds);
    expect(body.eventos[0]).toEqual({
      eventid: map.eventIds[0],
      premise: 'Un cangrejo',
      locked: false,
      consecuencias: [
        option(map.optionIds[0][0], {
          option: 'Opción 0.0',
          consequence_text: 'Consecuencia 0.0',
          health_consequence: -5,
          idobject_reward: map.itemIds[0],
        }),
        expect.objectContaining({ idobject_requeriment: map.itemIds[1], wins: true }),
      ],
    });
    expect(body.eventos[1]).toMatchObject({
      locked: true,
      consecuencias: [{ follows_eventid: map.eventIds[0], unlocks_eventid: map.eventIds[0] }],
    });
    expect(body.items).toEqual([
      {
        objectid: map.itemIds[0],
        name: 'Cantimplora',
        description: 'Cantimplora!',
        functionality: 'drink',
        objectImage: null,
      },
      {
        objectid: map.itemIds[1],
        name: 'Concha',
        description: 'Concha!',
        functionality: 'intercambiable',
        objectImage: null,
      },
    ]);
    const run = await ctx()
      .app.db.kysely.selectFrom('runs')
      .selectAll()
      .where('game_hash', '=', body.gameHash)
      .executeTakeFirstOrThrow();
    expect(run).toMatchObject({
      user_id: null,
      mapid: map.mapId,
      seed: body.seed,
      characterid: 1,
      character_level: 1,
      reward_claimed: 0,
    });
  });

  it('gzips the answer for a caller that takes gzip, and only then', async () => {
    const plain = (await play(map.mapId)).json();
    for (const acceptEncoding of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*']) {
      const res = await play(map.mapId, { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      const body = JSON.parse(gunzipSync(res.rawPayload).toString('utf8'));
      expect(playResponse.safeParse(body).error).toBeUndefined();
      expect({ ...body, gameHash: '', seed: '' }).toEqual({ ...plain, gameHash: '', seed: '' });
      expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(plain)) / 2);
    }
    for (const acceptEncoding of ['br', 'gzip;q=0', 'identity']) {
      const res = await play(map.mapId, { 'accept-encoding': acceptEncoding });
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(playResponse.safeParse(res.json()).error).toBeUndefined();
    }
  });

  it('answers in English where the content has English, and as written where it has not', async () => {
    const body = (await play(map.mapId, { 'accept-language': 'en-GB,en;q=0.9' })).json();
    expect(body.eventos.map((event: { premise: string }) => event.premise)).toEqual(['A crab', 'Una tormenta']);
    expect(body.eventos[0].consecuencias[0]).toMatchObject({
      option: 'Option 0.0',
      consequence_text: 'Consecuencia 0.0',
    });
    expect(body.items.map((item: { name: string }) => item.name)).toEqual(['Canteen', 'Concha']);
  });

  it('gives every run its own hash and seed and counts the play of each address once a day', async () => {
    await ctx().app.addPendingPlays();
    const before = await ctx()
      .app.db.kysely.selectFrom('maps')
      .select('num_players')
      .where('mapid', '=', map.mapId)
      .executeTakeFirstOrThrow();
    const from = (remoteAddress: string) =>
      ctx().app.inject({ method: 'POST', url: '/play/play', payload: { mapId: map.mapId }, remoteAddress });
    const [first, second, again] = await Promise.all([from('192.0.2.61'), from('192.0.2.62'), from('192.0.2.62')]);
    expect(first.json().gameHash).not.toBe(second.json().gameHash);
    expect(first.json().seed).not.toBe(second.json().seed);
    expect(again.json().gameHash).not.toBe(second.json().gameHash);
    await ctx().app.addPendingPlays();
    const after = await ctx()
      .app.db.kysely.selectFrom('maps')
      .select('num_players')
      .where('mapid', '=', map.mapId)
      .executeTakeFirstOrThrow();
    expect(after.num_players).toBe(before.num_players + 2);
  });

  it("does not count a creator's own runs, nor one address more than once a day, among the map's plays", async () => {
    const creator = await signedInPlayer(ctx(), 'islander');
    const own = await insertTestMap(ctx(), {
      ownerId: await userIdOf(ctx(), creator.username),
      events: [{ premise: 'Mi isla', options: [{ wins: true }] }],
    });
    const plays = async () => {
      await ctx().app.addPendingPlays();
      return (
        await ctx()
          .app.db.kysely.selectFrom('maps')
          .select('num_players')
          .where('mapid', '=', own.mapId)
          .executeTakeFirstOrThrow()
      ).num_players;
    };
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'POST', url: '/play/play', payload: { mapId: own.mapId }, headers, remoteAddress });

    expect((await from('198.51.100.7', creator.headers)).statusCode).toBe(200);
    expect(await plays()).toBe(0);
    for (let i = 0; i < 5; i++) expect((await from('198.51.100.8')).statusCode).toBe(200);
    expect(await plays()).toBe(1);
    await from('198.51.100.9');
    expect(await plays()).toBe(2);
    // A signed-in player counts once a day whatever their address; the creator never does.
    const visitor = await signedInPlayer(ctx(), 'islandvisitor');
    await from('198.51.100.8', visitor.headers);
    await from('198.51.100.10', visitor.headers);
    await from('198.51.100.11', creator.headers);
    expect(await plays()).toBe(3);
    expect(await statsOf(await userIdOf(ctx(), creator.username))).toEqual({});
  });

  it("stores a signed-in player's run and counts it among their plays", async () => {
    const player = await signedInPlayer(ctx(), 'runner');
    const userId = await userIdOf(ctx(), player.username);
    await play(map.mapId, player.headers);
    const res = await play(map.mapId, player.headers);
    const run = await ctx()
      .app.db.kysely.selectFrom('runs')
      .selectAll()
      .where('game_hash', '=', res.json().gameHash)
      .executeTakeFirstOrThrow();
    expect(run.user_id).toBe(userId);
    expect(await statsOf(userId)).toEqual({ runs_played: 2, [`map_${map.mapId}_played`]: 2 });
  });

  it('plays the selected character at the level the player has it', async () => {
    const player = await signedInPlayer(ctx(), 'chooser');
    await grantCharacter(ctx(), await userIdOf(ctx(), player.username), 5, 3);
    const res = await play(map.mapId, player.headers, { selectedCharacter: 5 });
    expect(res.json().character).toEqual({ characterid: 5, level: 3 });
    const notOwned = await play(map.mapId, player.headers, { selectedCharacter: 20 });
    expect([notOwned.statusCode, notOwned.json().code]).toEqual([403, 'CHARACTER_NOT_OWNED']);
    const unknown = await play(map.mapId, player.headers, { selectedCharacter: 999 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CHARACTER_NOT_FOUND']);
    // Visitors own nothing: whatever they ask for, they play the starter.
    expect((await play(map.mapId, {}, { selectedCharacter: 20 })).json().character).toEqual({
      characterid: 1,
      level: 1,
    });
  });

  it('refuses the locked islands, unknown maps and unpublished maps of others', async () => {
    const owner = await signedInPlayer(ctx(), 'maker');
    const other = await signedInPlayer(ctx(), 'nosy');
    const draft = await insertTestMap(ctx(), {
      ownerId: await userIdOf(ctx(), owner.username),
      published: false,
      events: [{ options: [{ wins: true }] }],
    });
    for (const [mapId, headers, status, code] of [
      [4, {}, 403, 'MAP_LOCKED'],
      [5, owner.headers, 403, 'MAP_LOCKED'],
      [987_654, {}, 404, 'MAP_NOT_FOUND'],
      [draft.mapId, {}, 404, 'MAP_NOT_FOUND'],
      [draft.mapId, other.headers, 404, 'MAP_NOT_FOUND'],
    ] as const) {
      const res = await play(mapId, headers);
      expect([res.statusCode, res.json().code], `map ${mapId}`).toEqual([status, code]);
    }
    const playtest = await play(draft.mapId, owner.headers);
    expect(playtest.statusCode, playtest.body).toBe(200);
    // Now the server has run the draft: others are still refused, by the statement that would store their run.
    for (const headers of [{}, other.headers]) {
      expect((await play(draft.mapId, headers)).json().code).toBe('MAP_NOT_FOUND');
    }
    expect((await play(draft.mapId, owner.headers)).statusCode).toBe(200);
    const runs = await ctx()
      .app.db.kysely.selectFrom('runs')
      .select('user_id')
      .where('mapid', '=', draft.mapId)
      .execute();
    expect(runs).toEqual([
      { user_id: await userIdOf(ctx(), owner.username) },
      { user_id: await userIdOf(ctx(), owner.username) },
    ]);
  });

  it('checks a map it has run before when it stores the next run: unpublished, refused; changed, played anew', async () => {
    const creator = await signedInPlayer(ctx(), 'reviser');
    const island = await insertTestMap(ctx(), {
      ownerId: await userIdOf(ctx(), creator.username),
      events: [{ premise: 'Primera versión', options: [{ wins: true }] }],
    });
    const db = ctx().app.db.kysely;
    const runsOf = async () =>
      (await db.selectFrom('runs').select('id').where('mapid', '=', island.mapId).execute()).length;
    const playsOf = async () => {
      await ctx().app.addPendingPlays();
      return (
        await db.selectFrom('maps').select('num_players').where('mapid', '=', island.mapId).executeTakeFirstOrThrow()
      ).num_players;
    };
    const visit = (address: string) =>
      ctx().app.inject({ method: 'POST', url: '/play/play', payload: { mapId: island.mapId }, remoteAddress: address });

    expect((await visit('198.51.100.40')).statusCode).toBe(200);
    await db.updateTable('maps').set({ published: 0 }).where('mapid', '=', island.mapId).execute();
    const refused = await visit('198.51.100.41');
    expect([refused.statusCode, refused.json().code]).toEqual([404, 'MAP_NOT_FOUND']);
    expect(await runsOf()).toBe(1);

    // Published again with new content (a writer raises content_version): the run plays it, and counts once.
    await db
      .updateTable('events')
      .set({ premise: 'Segunda versión' })
      .where('eventid', '=', island.eventIds[0])
      .execute();
    await db
      .updateTable('maps')
      .set((eb) => ({ published: 1, content_version: eb('content_version', '+', 1) }))
      .where('mapid', '=', island.mapId)
      .execute();
    const before = await playsOf();
    const again = await visit('198.51.100.42');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().eventos[0].premise).toBe('Segunda versión');
    expect(await runsOf()).toBe(2);
    expect(await playsOf()).toBe(before + 1);
  });

  it("loads a visitor's character: always the starter at level 1", async () => {
    for (const selectedCharacter of [1, 18]) {
      const res = await post('/play/getCharacter', { selectedCharacter });
      expect(res.json()).toEqual({
        success: true,
        characterData: {
          characterid: 1,
          health: 100,
          hunger: 100,
          thirst: 100,
          sanity: 100,
          pasiva: 'holiday_mood',
          passive: {
            id: 'holiday_mood',
            name: 'Modo vacaciones',
            description: 'Cada 4 turnos recupera un 5% de cordura: nada le quita las ganas de vacaciones.',
          },
          name: 'Turista',
          skin: 'tourist',
          rarity: 'common',
          base: { health: 100, hunger: 100, thirst: 100, sanity: 100 },
        },
        level: 1,
      });
    }
  });

  it("loads a player's own character with its stats at their level, and only their own", async () => {
    const player = await signedInPlayer(ctx(), 'lifeguard_fan');
    await grantCharacter(ctx(), await userIdOf(ctx(), player.username), 5, 3);
    const res = await post(
      '/play/getCharacter',
      { selectedCharacter: 5 },
      { ...player.headers, 'accept-language': 'en' },
    );
    // Lifeguard: 120 / 95 / 105 / 100 at level 3 is × 1.2 (spec 9).
    expect(res.json()).toMatchObject({
      success: true,
      characterData: {
        characterid: 5,
        health: 144,
        hunger: 114,
        thirst: 126,
        sanity: 120,
        pasiva: 'rescue_training',
        passive: { id: 'rescue_training', name: 'Rescue training' },
        name: 'Lifeguard',
        skin: 'lifeguard',
        base: { health: 120, hunger: 95, thirst: 105, sanity: 100 },
      },
      level: 3,
    });
    expect((await post('/play/getCharacter', { selectedCharacter: 1 }, player.headers)).json()).toMatchObject({
      level: 1,
    });
    const notOwned = await post('/play/getCharacter', { selectedCharacter: 6 }, player.headers);
    expect([notOwned.statusCode, notOwned.json().code]).toEqual([403, 'CHARACTER_NOT_OWNED']);
    const unknown = await post('/play/getCharacter', { selectedCharacter: 21 }, player.headers);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'CHARACTER_NOT_FOUND']);
  });
});

/** Values no id field accepts: ids are positive 32-bit integers sent as JSON numbers. */
const BAD_IDS: unknown[] = ['1', -1, 0, 1.5, 2_147_483_648, null, { $gt: 0 }, [1]];

describeEachDb('bad input on the play calls', (ctx) => {
  let mapId: number;
  let eventId: number;
  let consequenceId: number;
  beforeAll(async () => {
    const map = await insertTestMap(ctx(), { events: [{ options: [{ wins: true }] }] });
    [mapId, eventId, consequenceId] = [map.mapId, map.eventIds[0], map.optionIds[0][0]];
  });

  /** Each call with a body that would succeed, and the bad values of each of its fields. */
  const calls = (
    gameHash: string,
  ): { url: string; valid: Record<string, unknown>; badFields: Record<string, unknown[]> }[] => [
    {
      url: '/play/play',
      valid: { mapId, selectedCharacter: 1 },
      badFields: { mapId: BAD_IDS, selectedCharacter: BAD_IDS },
    },
    { url: '/play/getCharacter', valid: { selectedCharacter: 1 }, badFields: { selectedCharacter: BAD_IDS } },
    {
      url: '/play/endGame',
      valid: {
        mapId,
        gameHash,
        actions: [{ type: 'choose', eventId, consequenceId }],
        completedEvents: [],
        effects: [],
      },
      badFields: {
        mapId: BAD_IDS,
        gameHash: [12345, 'short', '*'.repeat(43), 'x'.repeat(65), null, {}],
        actions: [
          'all of them',
          {},
          [{ type: 'fly' }],
          [{ type: 'choose', eventId }],
          [{ type: 'choose', eventId, consequenceId, wins: true }],
          [{ type: 'use-item', itemId: -1 }],
          Array.from({ length: 5001 }, () => ({ type: 'use-item', itemId: 1 })),
        ],
        completedEvents: ['many', [{ turn: -1, eventId, consequenceId }]],
        damageHistory: [{}, [{ turn: 1, stat: 'luck', amount: 5, source: 'choice' }]],
        healingHistory: [[{ turn: 1, stat: 'health', amount: 'lots', source: 'item' }]],
        effects: ['poison', [{ effect: 'poison', turnsLeft: 1e9 }]],
      },
    },
  ];

  it('answers every bad request with a 4xx and a message, and never acts on it', async () => {
    const play = await ctx().app.inject({ method: 'POST', url: '/play/play', payload: { mapId } });
    const runsBefore = await ctx()
      .app.db.kysely.selectFrom('runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const call of calls(play.json().gameHash)) {
      const base: InjectOptions = { method: 'POST', url: call.url };
      const cases: BadCase[] = [...malformedBodies(base, call.valid), ...badTokens({ ...base, payload: call.valid })];
      for (const [field, values] of Object.entries(call.badFields)) {
        for (const value of values) {
          const name = `${field} = ${JSON.stringify(value).slice(0, 40)}`;
          cases.push({
            name,
            request: { ...base, payload: { ...call.valid, [field]: value } },
            status: 400,
            code: 'VALIDATION_ERROR',
          });
        }
      }
      for (const badCase of cases) expectRefusal(await ctx().app.inject(badCase.request), badCase, call.url);
    }
    const runsAfter = await ctx()
      .app.db.kysely.selectFrom('runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(runsAfter.n)).toBe(Number(runsBefore.n));
    const end = await ctx().app.inject({
      method: 'POST',
      url: '/play/endGame',
      payload: { mapId, gameHash: play.json().gameHash, actions: [{ type: 'choose', eventId, consequenceId }] },
    });
    expect(end.json()).toMatchObject({ success: true, result: 'won' });
  });
});

describeEachDb('the limit on starting runs', (ctx) => {
  it('lets one address call it 600 times in 15 minutes, then answers 429', async () => {
    const map = await insertTestMap(ctx(), { events: [{ options: [{ wins: true }] }] });
    const start = (mapId: unknown) => ctx().app.inject({ method: 'POST', url: '/play/play', payload: { mapId } });
    // Refused calls count too (the limit is checked first), and they are quick to make.
    for (let i = 0; i < 599; i++) expect((await start('none')).statusCode).toBe(400);
    expect((await start(map.mapId)).statusCode).toBe(200);
    const refused = await start(map.mapId);
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'RATE_LIMITED']);
  });
});
