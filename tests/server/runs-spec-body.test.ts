import { beforeAll, expect, it } from 'vitest';
import { characterById } from '../../src/core/catalogue/characters';
import { replayRun, type RunAction, type RunState } from '../../src/core/run';
import type { PlayResponse } from '../../src/contract/play';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { insertTestMap, mapFromPlay, playToTheEnd, type InsertedMap, type TestMap } from './helpers/play-maps';

/*
 * POST /play/endGame with the spec's body (section 7): no `actions`, the completed events as section 3's records
 * {evento, consecuencia, fecha}. The server replays their choices (docs/play.md, "The spec's body").
 */
const tourist = characterById(1)!;

/** Three harmless events with distinct texts: won when the bottle runs dry. */
const walkMap: TestMap = {
  difficulty: 3,
  events: [
    { premise: 'Playa', premise_en: 'Beach', options: [{}] },
    { premise: 'Selva', premise_en: 'Jungle', options: [{}] },
    { premise: 'Cueva', premise_en: 'Cave', options: [{ effect: 'poison' }] },
  ],
};
/** Two events with one premise: a text cannot say which. */
const twinMap: TestMap = {
  events: [
    { premise: 'Gemelo', options: [{}] },
    { premise: 'Gemelo', options: [{}] },
  ],
};
/** One event: a winning option that needs a key nobody has, a deadly option and a harmless one. */
const forgeMap: TestMap = {
  items: [{ name: 'Llave', functionality: 'intercambiable' }],
  events: [{ options: [{ requires: 0, wins: true }, { health: -1000 }, {}] }],
};
/** A blow that gives a bandage and opens a winning blow: the careful player survives it only by using the bandage. */
const bandageMap: TestMap = {
  items: [{ name: 'Venda', functionality: 'heal' }],
  events: [
    { options: [{ health: -50, rewards: 0, unlocks: 1 }] },
    { locked: true, options: [{ health: -55, wins: true }] },
  ],
};
/** The same without the prize: the second blow ends the run, and the bandage only delays nothing. */
const fallMap: TestMap = {
  items: [{ name: 'Venda', functionality: 'heal' }],
  events: [{ options: [{ health: -50, rewards: 0, unlocks: 1 }] }, { locked: true, options: [{ health: -200 }] }],
};

type RecordOf = (entry: RunState['completed'][number], map: InsertedMap) => { evento: unknown; consecuencia: unknown };
const byIds: RecordOf = (entry) => ({ evento: entry.eventId, consecuencia: entry.consequenceId });

describeEachDb('ending a run with the spec body', (ctx) => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url, payload, headers });
  const start = async (mapId: number, headers: Record<string, string>): Promise<PlayResponse> => {
    const res = await post('/play/play', { mapId }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const honestly = (play: PlayResponse) => playToTheEnd(mapFromPlay(play), tourist, play.character.level, play.seed);
  const histories = (final: RunState) => ({
    damageHistory: final.damage.map(({ turn, stat, amount, source }) => ({ turn, stat, amount, source })),
    healingHistory: final.healing.map(({ turn, stat, amount, source }) => ({ turn, stat, amount, source })),
  });
  /** The spec's body for a run the client played to `final`. */
  const specBody = (play: PlayResponse, map: InsertedMap, final: RunState, recordOf: RecordOf = byIds) => ({
    mapId: map.mapId,
    gameHash: play.gameHash,
    completedEvents: final.completed.map((entry) => ({ ...recordOf(entry, map), fecha: '2026-11-24T16:00:00.000Z' })),
    ...histories(final),
    effects: final.effects.map(({ effect, turnsLeft }) => ({ effect_consequence: effect, turns_left: turnsLeft })),
  });
  const expOf = async (headers: Record<string, string>) =>
    (await ctx().app.inject({ method: 'GET', url: '/user/data', headers })).json().exp;

  const maps = {} as Record<'walk' | 'twin' | 'forge' | 'bandage' | 'fall', InsertedMap>;
  beforeAll(async () => {
    const specs = { walk: walkMap, twin: twinMap, forge: forgeMap, bandage: bandageMap, fall: fallMap };
    for (const [name, spec] of Object.entries(specs))
      maps[name as keyof typeof maps] = await insertTestMap(ctx(), spec);
  });

  it('verifies a spec body without actions and answers it like ours, with the same experience', async () => {
    const ours = await signedInPlayer(ctx());
    const oursPlay = await start(maps.walk.mapId, ours.headers);
    const oursRun = honestly(oursPlay);
    const oursEnd = await post(
      '/play/endGame',
      { ...specBody(oursPlay, maps.walk, oursRun.final), actions: oursRun.actions },
      ours.headers,
    );

    const spec = await signedInPlayer(ctx());
    const specPlay = await start(maps.walk.mapId, spec.headers);
    const specRun = honestly(specPlay);
    // Poison outlasts the run wherever the cave comes: its effect is sent in spec 3's shape.
    expect(specRun.final.effects.length).toBeGreaterThan(0);
    const specEnd = await post('/play/endGame', specBody(specPlay, maps.walk, specRun.final), spec.headers);

    expect(specEnd.statusCode, specEnd.body).toBe(200);
    expect(specEnd.json()).toEqual(oursEnd.json());
    expect(specEnd.json()).toMatchObject({ result: 'won', experienceGained: 39 });
    expect(await expOf(spec.headers)).toBe(39);
    const again = await post('/play/endGame', specBody(specPlay, maps.walk, specRun.final), spec.headers);
    expect([again.statusCode, again.json().code]).toEqual([409, 'RUN_FINISHED']);
  });

  it('accepts texts for evento and consecuencia, in either language, when they name one event and option', async () => {
    const player = await signedInPlayer(ctx());
    const play = await start(maps.walk.mapId, player.headers);
    const { final } = honestly(play);
    const premises = new Map(walkMap.events.map((event, index) => [maps.walk.eventIds[index], event]));
    const byTexts: RecordOf = (entry, map) => {
      const eventIndex = map.eventIds.indexOf(entry.eventId);
      // The test maps name options 'Opción i.j' / 'Option i.j': the Spanish premise with the English label.
      return { evento: premises.get(entry.eventId)!.premise!, consecuencia: `Option ${eventIndex}.0` };
    };
    const res = await post('/play/endGame', specBody(play, maps.walk, final, byTexts), player.headers);
    expect(res.json()).toMatchObject({ result: 'won', experienceGained: 39 });
  });

  it('refuses a text that names several events, or none', async () => {
    const player = await signedInPlayer(ctx());
    const cases: [InsertedMap, object, string][] = [
      [maps.twin, { evento: 'Gemelo', consecuencia: maps.twin.optionIds[0][0] }, 'record-ambiguous'],
      [maps.walk, { evento: 'Volcán', consecuencia: 'Opción 0.0' }, 'unknown-event'],
      [maps.walk, { evento: maps.walk.eventIds[0], consecuencia: 'Opción 1.0' }, 'option-not-offered'],
    ];
    for (const [map, record, reason] of cases) {
      const play = await start(map.mapId, player.headers);
      const res = await post(
        '/play/endGame',
        { mapId: map.mapId, gameHash: play.gameHash, completedEvents: [record] },
        player.headers,
      );
      expect(res.statusCode, reason).toBe(422);
      expect(res.json(), reason).toEqual({ error: expect.any(String), code: 'RUN_INVALID', reason, actionIndex: 0 });
    }
    expect(await expOf(player.headers)).toBe(0);
  });

  it('earns nothing for a forged record: the replay of its choices refuses it', async () => {
    const player = await signedInPlayer(ctx());
    const [eventId] = maps.forge.eventIds;
    const [needsKey, deadly, harmless] = maps.forge.optionIds[0];
    const forgeries: [string, object[], string, number][] = [
      ['a win behind a key never found', [{ evento: eventId, consecuencia: needsKey }], 'item-required', 0],
      [
        'choices after death',
        [
          { evento: eventId, consecuencia: deadly },
          { evento: eventId, consecuencia: harmless },
        ],
        'run-ended',
        1,
      ],
    ];
    for (const [name, completedEvents, reason, actionIndex] of forgeries) {
      const play = await start(maps.forge.mapId, player.headers);
      const res = await post(
        '/play/endGame',
        { mapId: maps.forge.mapId, gameHash: play.gameHash, completedEvents },
        player.headers,
      );
      expect(res.statusCode, name).toBe(422);
      expect(res.json(), name).toEqual({
        error: expect.stringContaining('acciones'),
        code: 'RUN_RECORD_DIVERGES',
        reason,
        actionIndex,
      });
    }
    expect(await expOf(player.headers)).toBe(0);
  });

  it('refuses a run whose item uses decided it, and accepts one they did not', async () => {
    const player = await signedInPlayer(ctx());
    // Saved by the bandage: the record alone replays a death where the run won.
    const saved = await start(maps.bandage.mapId, player.headers);
    const savedRun = honestly(saved);
    const withoutItems = savedRun.actions.filter(
      (action): action is Extract<RunAction, { type: 'choose' }> => action.type === 'choose',
    );
    expect(savedRun.final.status).toBe('won');
    expect(savedRun.actions.some((action) => action.type === 'use-item')).toBe(true);
    const replay = replayRun(mapFromPlay(saved), tourist, 1, saved.seed, withoutItems);
    expect(replay.ok && replay.state.status).toBe('dead');
    const refused = await post('/play/endGame', specBody(saved, maps.bandage, savedRun.final), player.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'RUN_RECORD_DIVERGES', reason: 'win-not-reproduced' });
    // Its actions still end it.
    const ended = await post(
      '/play/endGame',
      { ...specBody(saved, maps.bandage, savedRun.final), actions: savedRun.actions },
      player.headers,
    );
    expect(ended.json()).toMatchObject({ result: 'won' });

    // A death the bandage did not change, but the histories show it was used: the record cannot say what it changed.
    const fall = await start(maps.fall.mapId, player.headers);
    const fallRun = honestly(fall);
    expect(fallRun.final.status).toBe('dead');
    const unclear = await post('/play/endGame', specBody(fall, maps.fall, fallRun.final), player.headers);
    expect(unclear.json()).toMatchObject({ code: 'RUN_RECORD_DIVERGES', reason: 'items-used' });
    // Without the histories it is the run the record shows: a death after two turns (10 experience).
    const { damageHistory: _d, healingHistory: _h, ...bare } = specBody(fall, maps.fall, fallRun.final);
    const accepted = await post('/play/endGame', bare, player.headers);
    expect(accepted.json()).toMatchObject({ result: 'dead', experienceGained: 10 });
  });

  it('answers 400 with a message for bodies of the wrong shape', async () => {
    const player = await signedInPlayer(ctx());
    const play = await start(maps.walk.mapId, player.headers);
    const base = { mapId: maps.walk.mapId, gameHash: play.gameHash };
    const bodies: [string, object][] = [
      ['neither actions nor completed events', base],
      ['a record without consecuencia', { ...base, completedEvents: [{ evento: 1 }] }],
      ['an empty text', { ...base, completedEvents: [{ evento: '  ', consecuencia: 1 }] }],
      ['a record mixing both shapes', { ...base, completedEvents: [{ evento: 1, consecuencia: 1, eventId: 1 }] }],
      ['an effect in neither shape', { ...base, completedEvents: [], effects: [{ effect_consequence: 'poison' }] }],
      ['a negative id', { ...base, completedEvents: [{ evento: -3, consecuencia: 1 }] }],
    ];
    for (const [name, body] of bodies) {
      const res = await post('/play/endGame', body, player.headers);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'VALIDATION_ERROR', error: expect.stringMatching(/\S/) });
    }
    const named = await post('/play/endGame', base, player.headers);
    expect(named.json()).toMatchObject({ field: 'completedEvents', error: expect.stringContaining('completedEvents') });
  });
});
