import { beforeAll, expect, it } from 'vitest';
import type { MapAnalyticsResponse } from '../../src/contract/map-analytics';
import type { PlayResponse } from '../../src/contract/play';
import type { OwnMap } from '../../src/contract/maps';
import { buildApp } from '../../server/app';
import { nowIso } from '../../server/db/dialect';
import { foldPendingRuns } from '../../server/services/maps/analytics-fold';
import { describeEachDb } from './helpers/app';
import { signedInPlayer } from './helpers/accounts';
import { createEvent, createMap, option, sendEvent, sendMapForm } from './helpers/creators';

type Player = Awaited<ReturnType<typeof signedInPlayer>>;
type Headers = Record<string, string>;
const DAY_MS = 24 * 60 * 60 * 1000;
const noDeaths = { health: 0, hunger: 0, thirst: 0, sanity: 0 };

describeEachDb('map analytics: how other players’ verified runs of each version went, for the owner only', (ctx) => {
  const app = () => ctx().app;
  const db = () => ctx().app.db.kysely;
  const post = (url: string, payload: object | undefined, headers: Headers = {}) =>
    app().inject({ method: 'POST', url, payload, headers });
  let author: Player;
  let dier: Player;
  let winner: Player;
  let quitter: Player;
  let map: OwnMap;
  /** Beach: swim (wins), wait (dies of health), sleep (goes on to the cave). Cave (locked): run (wins), fall (dies). */
  const ids = { beach: 0, swim: 0, wait: 0, sleep: 0, cave: 0, run: 0, fall: 0 };

  const publish = async () => {
    const res = await sendMapForm(app(), author.headers, { title: map.name, published: '1' }, [], map.mapid);
    expect(res.statusCode, res.body).toBe(200);
  };
  const start = async (headers: Headers): Promise<PlayResponse> => {
    const res = await post('/play/play', { mapId: map.mapid }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const choose = (eventId: number, consequenceId: number) => ({ type: 'choose' as const, eventId, consequenceId });
  /** A run started and ended with these choices; `result` is what the server's replay said. */
  const play = async (headers: Headers, actions: ReturnType<typeof choose>[], result: 'won' | 'dead') => {
    const run = await start(headers);
    const res = await post('/play/endGame', { mapId: map.mapid, gameHash: run.gameHash, actions }, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe(result);
    return run;
  };
  /** A run started, stepped through `actions` and left: its start and steps moved back by `ageMs`. */
  const leave = async (headers: Headers, actions: ReturnType<typeof choose>[], ageMs: number) => {
    const run = await start(headers);
    for (const [index, action] of actions.entries()) {
      const res = await post('/play/step', { gameHash: run.gameHash, index, action }, headers);
      expect(res.statusCode, res.body).toBe(200);
    }
    const then = nowIso(-ageMs);
    const row = await db()
      .updateTable('runs')
      .set({ created_at: then })
      .where('game_hash', '=', run.gameHash)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db().updateTable('run_steps').set({ created_at: then }).where('run_id', '=', row.id).execute();
  };
  const ask = (query = '', headers: Headers = author.headers, mapId = map.mapid) =>
    app().inject({ method: 'GET', url: `/maps/${mapId}/analytics${query}`, headers });
  const analytics = async (query = ''): Promise<MapAnalyticsResponse> => {
    const res = await ask(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    author = await signedInPlayer(ctx(), 'analyticsAuthor');
    dier = await signedInPlayer(ctx(), 'analyticsDier');
    winner = await signedInPlayer(ctx(), 'analyticsWinner');
    quitter = await signedInPlayer(ctx(), 'analyticsQuitter');
    map = await createMap(app(), author.headers, { title: 'Isla medida' });
    const cave = await createEvent(app(), author.headers, {
      mapId: map.mapid,
      premise: 'Cueva',
      isChecked: true,
      consequencesList: [option({ option: 'Correr', wins: true }), option({ option: 'Caer', healthConsequence: -100 })],
    });
    const beach = await createEvent(app(), author.headers, {
      mapId: map.mapid,
      premise: 'Playa',
      consequencesList: [
        option({ option: 'Nadar', wins: true }),
        option({ option: 'Esperar', healthConsequence: -100 }),
        option({ option: 'Dormir', followsEventId: cave.eventid }),
      ],
    });
    const [swim, wait, sleep] = beach.consequences.map((o) => o.consequenceid);
    const [run, fall] = cave.consequences.map((o) => o.consequenceid);
    Object.assign(ids, { beach: beach.eventid, swim, wait, sleep, cave: cave.eventid, run, fall });
  });

  it('answers 404 MAP_VERSION_NOT_FOUND before the map is published', async () => {
    const res = await ask();
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('MAP_VERSION_NOT_FOUND');
  });

  it('counts other players’ and visitors’ settled runs and quits of the version, never the owner’s', async () => {
    await publish();
    await play(dier.headers, [choose(ids.beach, ids.wait)], 'dead');
    await play(winner.headers, [choose(ids.beach, ids.sleep), choose(ids.cave, ids.run)], 'won');
    await play({}, [choose(ids.beach, ids.swim)], 'won');
    // The owner's run (a playtest of the draft), even were it recorded as a run of the version waiting to be added to
    // its stored tally, counts nothing.
    const own = await play(author.headers, [choose(ids.beach, ids.swim)], 'won');
    const version = await db()
      .selectFrom('map_versions')
      .select('id')
      .where('mapid', '=', map.mapid)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('runs')
      .set({ map_version_id: version.id, tally_pending: 1 })
      .where('game_hash', '=', own.gameHash)
      .execute();
    // Quits: a run left a day ago after one answer, and a visitor's left before any; a run left an hour ago is not one.
    await leave(quitter.headers, [choose(ids.beach, ids.sleep)], 2 * DAY_MS);
    await leave({}, [], 2 * DAY_MS);
    await leave(dier.headers, [choose(ids.beach, ids.sleep)], DAY_MS / 24);

    const figures = await analytics();
    expect(figures).toMatchObject({ mapId: map.mapid, version: 1, versions: [1], runs: 5, cleared: 2, medianTurns: 1 });
    expect(figures.endings).toEqual({
      winsByOption: expect.arrayContaining([
        { eventId: ids.cave, consequenceId: ids.run, runs: 1 },
        { eventId: ids.beach, consequenceId: ids.swim, runs: 1 },
      ]),
      emptyDeck: 0,
      deaths: { ...noDeaths, health: 1 },
      quits: 2,
    });
    expect(figures.endings.winsByOption).toHaveLength(2);
    expect(figures.events).toEqual([
      {
        eventId: ids.cave,
        reached: 1,
        deaths: noDeaths,
        quits: 0,
        options: [
          { consequenceId: ids.run, taken: 1 },
          { consequenceId: ids.fall, taken: 0 },
        ],
      },
      {
        eventId: ids.beach,
        reached: 4,
        deaths: { ...noDeaths, health: 1 },
        quits: 1,
        options: [
          { consequenceId: ids.swim, taken: 1 },
          { consequenceId: ids.wait, taken: 1 },
          { consequenceId: ids.sleep, taken: 2 },
        ],
      },
    ]);
    expect(await analytics('?version=1')).toEqual(figures);
  });

  it('counts each version’s runs in its own figures only', async () => {
    // A visitor's run of version 1, stepped once version 2 is out: reading version 1 again never serves it to others.
    const older = await start({});
    const premise = 'Playa de noche';
    const consequencesList = [
      option({ option: 'Nadar', wins: true }),
      option({ option: 'Esperar', healthConsequence: -100 }),
      option({ option: 'Dormir', followsEventId: ids.cave }),
    ];
    expect(
      (await sendEvent(app(), author.headers, { mapId: map.mapid, premise, consequencesList }, ids.beach)).statusCode,
    ).toBe(200);
    await publish();
    const step = { gameHash: older.gameHash, index: 0, action: choose(ids.beach, ids.sleep) };
    expect((await post('/play/step', step)).statusCode).toBe(200);
    const before = await analytics('?version=1');
    const second = await analytics();
    expect(second).toMatchObject({ version: 2, versions: [2, 1], runs: 0, cleared: 0, medianTurns: 0 });

    const run = await start(winner.headers);
    expect(run.eventos.find((event) => event.eventid === ids.beach)?.premise).toBe(premise);
    const [swim] = run.eventos.find((event) => event.eventid === ids.beach)!.consecuencias.map((o) => o.consequenceid);
    const res = await post(
      '/play/endGame',
      { mapId: map.mapid, gameHash: run.gameHash, actions: [choose(ids.beach, swim)] },
      winner.headers,
    );
    expect(res.json().result).toBe('won');
    expect(await analytics('?version=2')).toMatchObject({ version: 2, runs: 1, cleared: 1, medianTurns: 1 });
    expect(await analytics('?version=1')).toEqual(before);
  });

  it('refuses other players, visitors, built-in islands, unknown versions and maps never published', async () => {
    expect((await ask('', winner.headers)).json()).toMatchObject({ code: 'MAP_NOT_FOUND' });
    expect((await ask('', {})).statusCode).toBe(401);
    expect((await ask('', author.headers, 1)).statusCode).toBe(404);
    const unknown = await ask('?version=9');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MAP_VERSION_NOT_FOUND');
    expect((await ask('?version=abc')).statusCode).toBe(400);
  });

  /** The options of the beach in the version players get now (version 2 gave them new ids): swim, wait, sleep. */
  const beachOf = (run: PlayResponse) =>
    run.eventos.find((event) => event.eventid === ids.beach)!.consecuencias.map((o) => o.consequenceid);

  it('adds each run settled since exactly once to the stored tally, however many servers add at once', async () => {
    const before = await analytics();
    const ended = [];
    for (let i = 0; i < 12; i++) {
      const run = await start(dier.headers);
      const [, wait, sleep] = beachOf(run);
      const endings = [
        [choose(ids.beach, wait)],
        [choose(ids.beach, sleep), choose(ids.cave, ids.fall)],
        [choose(ids.beach, sleep), choose(ids.cave, ids.run)],
      ];
      const actions = endings[i % 3];
      ended.push(post('/play/endGame', { mapId: map.mapid, gameHash: run.gameHash, actions }, dier.headers));
    }
    // On PostgreSQL each addition is a transaction on a connection of its own: what several servers do at once.
    const additions = Array.from({ length: 6 }, () => foldPendingRuns(db()));
    const answers = await Promise.all(ended);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    await Promise.all(additions);
    await app().foldAnalytics();
    const pending = await db()
      .selectFrom('runs')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tally_pending', '=', 1)
      .executeTakeFirstOrThrow();
    expect(Number(pending.n)).toBe(0);
    const after = await analytics();
    expect(after.runs).toBe(before.runs + 12);
    expect(after.cleared).toBe(before.cleared + 4);
    expect(after.endings.deaths.health).toBe(before.endings.deaths.health + 8);
    const cave = (figures: MapAnalyticsResponse) => figures.events.find((event) => event.eventId === ids.cave)!;
    expect(cave(after).reached).toBe(cave(before).reached + 8);
    expect(cave(after).deaths.health).toBe(cave(before).deaths.health + 4);
  });

  it('answers a read right after a run ends with that run, without waiting for the timer', async () => {
    const before = await analytics();
    const run = await start(winner.headers);
    const [swim] = beachOf(run);
    const res = await post(
      '/play/endGame',
      { mapId: map.mapid, gameHash: run.gameHash, actions: [choose(ids.beach, swim)] },
      winner.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await analytics()).toMatchObject({ runs: before.runs + 1, cleared: before.cleared + 1 });
  });

  it('answers from the stored tally after a restart, replaying no settled run again', async () => {
    const figures = await analytics();
    // Were the settled runs replayed again, none would count: their stored actions are gone.
    await db().updateTable('runs').set({ actions: '[]' }).where('reward_claimed', '=', 1).execute();
    const restarted = await buildApp(ctx().config);
    try {
      await restarted.ready();
      const res = await restarted.inject({
        method: 'GET',
        url: `/maps/${map.mapid}/analytics`,
        headers: author.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(figures);
    } finally {
      await restarted.close();
    }
  });
});
