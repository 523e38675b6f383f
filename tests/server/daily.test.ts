import { afterAll, expect, it, vi } from 'vitest';
import { dailyScore } from '../../src/core/daily-score';
import { characterById } from '../../src/core/catalogue/characters';
import { replayRun } from '../../src/core/run';
import { coreMap } from '../../src/contract/to-core';
import type { ReplayResponse } from '../../src/contract/daily';
import { describeEachDb } from './helpers/app';
import { dailyCalls, dailyPlayer, setToday } from './helpers/daily';

/*
 * Issue 27, the daily island: one island and seed a day for everyone, a player's first daily run ranked and the
 * others practice, the score from the server's replay only, and replays with nothing private.
 */
describeEachDb('daily island: runs', (ctx) => {
  const { inject, start, honest, end, playThrough } = dailyCalls(ctx);
  const db = () => ctx().app.db.kysely;
  afterAll(() => {
    vi.useRealTimers();
  });

  it('gives everyone one island and one seed a day, another the next day', async () => {
    setToday(ctx(), '2026-05-04T08:00:00Z');
    const [ana, bob] = [await dailyPlayer(ctx(), 'ana'), await dailyPlayer(ctx(), 'bob')];
    const runs = [await start(ana.headers), await start(bob.headers), await start()];
    expect(new Set(runs.map((run) => `${run.mapId} ${run.seed} ${run.day}`)).size).toBe(1);
    expect([1, 2, 3]).toContain(runs[0].mapId);
    expect(new Set(runs.map((run) => run.gameHash)).size).toBe(3);
    const daily = (await inject('GET', '/daily')).json();
    expect(daily).toMatchObject({ day: '2026-05-04', mapId: runs[0].mapId, endsAt: '2026-05-05T00:00:00.000Z' });
    expect(daily.player).toBeNull();
    setToday(ctx(), '2026-05-05T08:00:00Z');
    const tomorrow = await start();
    expect(tomorrow.day).toBe('2026-05-05');
    expect(tomorrow.seed).not.toBe(runs[0].seed);
  });

  it('ranks exactly one of 20 simultaneous starts of one player', async () => {
    setToday(ctx(), '2026-05-06T09:00:00Z');
    const cleo = await dailyPlayer(ctx(), 'cleo');
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(cleo.headers)));
    expect(answers.filter((run) => run.ranked)).toHaveLength(1);
    const rows = await db().selectFrom('daily_runs').selectAll().where('user_id', '=', cleo.id).execute();
    expect(rows).toHaveLength(1);
    const state = (await inject('GET', '/daily', cleo.headers)).json().player;
    expect(state).toMatchObject({ state: 'playing', runId: rows[0].run_id, score: null, rank: null, streak: 0 });
  });

  it('never ranks a forged, altered or replayed result; scores only the server replay', async () => {
    setToday(ctx(), '2026-05-07T09:00:00Z');
    const dan = await dailyPlayer(ctx(), 'dan');
    const run = await start(dan.headers);
    expect(run.ranked).toBe(true);
    const forged = await inject('POST', '/play/endGame', dan.headers, {
      mapId: run.mapId,
      gameHash: 'x'.repeat(43),
      actions: [],
    });
    expect(forged.statusCode).toBe(404);
    const { actions, final } = honest(run);
    const last = actions.at(-1)!;
    const altered = [...actions.slice(0, -1), { ...last, consequenceId: 999_999 }];
    expect((await end(run, dan.headers, altered)).statusCode).toBe(422);
    expect((await end(run, dan.headers, actions.slice(0, -1))).statusCode).toBe(422);
    expect((await inject('GET', '/daily', dan.headers)).json().player.state).toBe('playing');

    const ended = await end(run, dan.headers);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().daily).toEqual({ score: dailyScore(final), rank: 1 });
    const replayed = await end(run, dan.headers);
    expect([replayed.statusCode, replayed.json().code]).toEqual([409, 'RUN_FINISHED']);
    const board = (await inject('GET', '/daily/board?period=today', dan.headers)).json();
    expect(board.entries).toEqual([expect.objectContaining({ username: dan.username, score: dailyScore(final) })]);
    expect(board.me).toMatchObject({ rank: 1, runs: 1, bestRunId: expect.any(Number) });
  });

  it("keeps a player's standing and follows their ranked run: not played, playing, ranked", async () => {
    setToday(ctx(), '2026-05-09T09:00:00Z');
    const fay = await dailyPlayer(ctx(), 'fay');
    const state = async () => (await inject('GET', '/daily', fay.headers)).json().player;
    expect(await state()).toMatchObject({ state: 'not-played', runId: null });
    // Kept where the player memory is (lib/player-memory.ts): a ranked start and its score must forget it.
    const kept = () => ctx().app.playerMemory.dailyStandings?.peek(`${fay.id} 2026-05-09`);
    if (ctx().dialect === 'sqlite') expect(kept()).toEqual({ run: undefined, streak: 0 });
    const run = await start(fay.headers);
    expect(await state()).toMatchObject({ state: 'playing', runId: expect.any(Number), score: null });
    expect((await end(run, fay.headers)).statusCode).toBe(200);
    expect(await state()).toMatchObject({ state: 'ranked', rank: 1, streak: 1 });
    // A practice run changes nothing the standing holds, and announces nothing.
    await start(fay.headers);
    expect(await state()).toMatchObject({ state: 'ranked', rank: 1, streak: 1 });
  });

  it("never ranks a practice run, nor a visitor's", async () => {
    setToday(ctx(), '2026-05-08T09:00:00Z');
    const eve = await dailyPlayer(ctx(), 'eve');
    const first = await playThrough(eve.headers);
    expect(first.daily?.rank).toBe(1);
    const practice = await start(eve.headers);
    expect(practice.ranked).toBe(false);
    const practised = await end(practice, eve.headers);
    expect(practised.statusCode).toBe(200);
    expect(practised.json().daily).toBeUndefined();

    const visitor = await start();
    expect(visitor.ranked).toBe(false);
    expect((await playThrough()).daily).toBeUndefined();
    const board = (await inject('GET', '/daily/board')).json();
    expect(board.entries.map((entry: { username: string; runs: number }) => [entry.username, entry.runs])).toEqual([
      [eve.username, 1],
    ]);
    expect(board.me).toBeNull();
    expect((await inject('GET', '/daily')).json()).toMatchObject({ players: 1, player: null });
    expect((await inject('GET', '/daily', eve.headers)).json().player).toMatchObject({ state: 'ranked', rank: 1 });
  });

  it('replays a ranked run with nothing private, and no other run', async () => {
    setToday(ctx(), '2026-05-09T09:00:00Z');
    const fay = await dailyPlayer(ctx(), 'fay');
    const ranked = await start(fay.headers);
    const unsettled = await db()
      .selectFrom('runs')
      .select('id')
      .where('game_hash', '=', ranked.gameHash)
      .executeTakeFirstOrThrow();
    expect((await inject('GET', `/replays/${unsettled.id}`)).statusCode).toBe(404);
    expect((await end(ranked, fay.headers)).statusCode).toBe(200);
    const practice = await start(fay.headers);
    expect((await end(practice, fay.headers)).statusCode).toBe(200);
    const practiceRun = await db()
      .selectFrom('runs')
      .select('id')
      .where('game_hash', '=', practice.gameHash)
      .executeTakeFirstOrThrow();
    const missing = await inject('GET', `/replays/${practiceRun.id}`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'REPLAY_NOT_FOUND']);
    expect((await inject('GET', '/replays/987654')).statusCode).toBe(404);

    const res = await inject('GET', `/replays/${unsettled.id}`, { 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const replay: ReplayResponse = res.json();
    expect(replay).toMatchObject({ runId: unsettled.id, day: '2026-05-09', username: fay.username, seed: ranked.seed });
    for (const secret of [ranked.gameHash, fay.email, '"user_id"', '"userId"', '"email"', '"gameHash"']) {
      expect(res.body).not.toContain(secret);
    }
    const again = replayRun(coreMap(replay), characterById(1)!, replay.character.level, replay.seed, replay.actions);
    expect(again.ok && again.state.status).toBe(replay.result);
    expect(again.ok && dailyScore(again.state)).toBe(replay.score);
  });
});
