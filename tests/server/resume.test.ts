import { beforeAll, expect, it } from 'vitest';
import { characterById } from '../../src/core/catalogue/characters';
import { experienceFor, replayRun, type RunAction } from '../../src/core/run';
import type { PlayResponse } from '../../src/contract/play';
import { unfinishedRunsResponse, type ResumeResponse } from '../../src/contract/resume';
import { appendRunStep } from '../../server/repositories/run-steps';
import { describeEachDb } from './helpers/app';
import { bearer, login, signedInPlayer } from './helpers/accounts';
import { insertTestMap, mapFromPlay, playToTheEnd, type InsertedMap, type TestMap } from './helpers/play-maps';
import { longMap } from './helpers/resume-maps';

const tourist = characterById(1)!;

/** One event with several options: ten devices may each take a different one at step 0. */
const forkMap: TestMap = { events: [{ options: [{}, { health: -5 }, { hunger: -5 }, { thirst: -5 }] }] };

describeEachDb('resume anywhere: steps stored as made, runs continued', (ctx) => {
  const app = () => ctx().app;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload, headers });
  const get = (url: string, headers: Record<string, string> = {}) => app().inject({ method: 'GET', url, headers });
  const start = async (mapId: number, headers: Record<string, string> = {}): Promise<PlayResponse> => {
    const res = await post('/play/play', { mapId }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const step = (play: PlayResponse, index: number, action: RunAction, headers: Record<string, string> = {}) =>
    post('/play/step', { gameHash: play.gameHash, index, action }, headers);
  const endGame = (play: PlayResponse, mapId: number, actions: RunAction[] | undefined, headers = {}) =>
    post('/play/endGame', { mapId, gameHash: play.gameHash, actions, completedEvents: [] }, headers);
  const resume = (gameHash: string, headers: Record<string, string> = {}) => get(`/play/runs/${gameHash}`, headers);
  /** The run's count of its steps (kept by a trigger as each is stored, migration 0030) and its steps stored. */
  const counted = async (gameHash: string) => {
    const db = app().db.kysely;
    const run = await db
      .selectFrom('runs')
      .select(['id', 'steps'])
      .where('game_hash', '=', gameHash)
      .executeTakeFirstOrThrow();
    const stored = await db.selectFrom('run_steps').select('step_index').where('run_id', '=', run.id).execute();
    return { counted: run.steps, stored: stored.length };
  };
  const honestly = (play: PlayResponse) => playToTheEnd(mapFromPlay(play), tourist, play.character.level, play.seed);
  const stepAll = async (play: PlayResponse, actions: RunAction[], from: number, headers = {}) => {
    for (let index = from; index < actions.length; index++) {
      const res = await step(play, index, actions[index], headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().steps).toBe(index + 1);
    }
  };

  const maps = {} as Record<'long' | 'fork', InsertedMap>;
  beforeAll(async () => {
    maps.long = await insertTestMap(ctx(), longMap);
    maps.fork = await insertTestMap(ctx(), forkMap);
  });

  it('stores each step as it is made and answers the run state after it', async () => {
    const player = await signedInPlayer(ctx());
    const play = await start(maps.long.mapId, player.headers);
    const { final, actions } = honestly(play);
    expect(actions.some((action) => action.type === 'use-item')).toBe(true);
    for (const [index, action] of actions.entries()) {
      const res = await step(play, index, action, player.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ steps: index + 1, status: index === actions.length - 1 ? final.status : 'playing' });
    }
    const resumed = await resume(play.gameHash, player.headers);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json<ResumeResponse>().actions).toEqual(actions);
    // A step after the run ended is refused by the rules, and nothing is stored.
    const after = await step(play, actions.length, actions[0], player.headers);
    expect([after.statusCode, after.json().code, after.json().reason]).toEqual([422, 'RUN_INVALID', 'run-ended']);
  });

  it('refuses a stale step with the stored steps, so the device catches up, and a step ahead of them', async () => {
    const play = await start(maps.long.mapId);
    const { actions } = honestly(play);
    await stepAll(play, actions.slice(0, 2), 0);
    const stale = await step(play, 1, actions[1]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RUN_STEP_STALE', steps: actions.slice(0, 2) });
    expect(stale.json().error).toMatch(/otro dispositivo/);
    const ahead = await step(play, 4, actions[2]);
    expect([ahead.statusCode, ahead.json().code, ahead.json().steps]).toEqual([
      409,
      'RUN_STEP_AHEAD',
      actions.slice(0, 2),
    ]);
    // The caught-up device goes on from the stored steps.
    await stepAll(play, actions, 2);
  });

  it('checks each step against the run as stored, whoever stored the steps before it', async () => {
    const play = await start(maps.long.mapId);
    const { actions } = honestly(play);
    await stepAll(play, actions.slice(0, 2), 0);
    // A step the rules refuse after the stored ones is refused as that step, and nothing is stored.
    const wrong = await step(play, 2, actions[0]);
    expect([wrong.statusCode, wrong.json().code, wrong.json().actionIndex]).toEqual([422, 'RUN_INVALID', 2]);
    // Another server of the same database stores step 2 (PostgreSQL, several instances): this one's next step at 2
    // is stale, and the device goes on from the stored steps.
    const runId = (
      await app()
        .db.kysely.selectFrom('runs')
        .select('id')
        .where('game_hash', '=', play.gameHash)
        .executeTakeFirstOrThrow()
    ).id;
    expect(await appendRunStep(app().db.kysely, runId, 2, JSON.stringify(actions[2]))).toBe(true);
    const stale = await step(play, 2, actions[2]);
    expect([stale.statusCode, stale.json().code, stale.json().steps]).toEqual([
      409,
      'RUN_STEP_STALE',
      actions.slice(0, 3),
    ]);
    await stepAll(play, actions, 3);
    const ended = await endGame(play, maps.long.mapId, undefined);
    expect(ended.statusCode, ended.body).toBe(200);
  });

  it('takes one of ten steps sent at once at the same index', async () => {
    const play = await start(maps.fork.mapId);
    const eventId = maps.fork.eventIds[0];
    const options = maps.fork.optionIds[0];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, device) =>
        step(play, 0, { type: 'choose', eventId, consequenceId: options[device % options.length] }),
      ),
    );
    const taken = answers.filter((res) => res.statusCode === 200);
    expect(taken).toHaveLength(1);
    for (const res of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('RUN_STEP_STALE');
      expect(res.json().steps).toHaveLength(1);
    }
    const stored = (await resume(play.gameHash)).json<ResumeResponse>().actions;
    expect(stored).toHaveLength(1);
    expect(await counted(play.gameHash)).toEqual({ counted: 1, stored: 1 });
  });

  it('ends a run resumed after a reload and from a second session as one played straight through', async () => {
    const player = await signedInPlayer(ctx());
    const secondSession = bearer((await login(app(), player)).json().token as string);
    const play = await start(maps.long.mapId, player.headers);
    // The same run played straight through: another run of the player given the same seed, ended in one call.
    const straight = await start(maps.long.mapId, player.headers);
    await app()
      .db.kysely.updateTable('runs')
      .set({ seed: play.seed })
      .where('game_hash', '=', straight.gameHash)
      .execute();
    const { final, actions } = honestly(play);
    const straightAnswer = await endGame(straight, maps.long.mapId, actions, player.headers);
    expect(straightAnswer.statusCode, straightAnswer.body).toBe(200);

    await stepAll(play, actions.slice(0, 2), 0, player.headers);
    // A reload: the page asks for the run, replays its steps from the seed and goes on where it was.
    const reloaded = (await resume(play.gameHash, player.headers)).json<ResumeResponse>();
    expect([reloaded.seed, reloaded.mapId, reloaded.actions]).toEqual([
      play.seed,
      maps.long.mapId,
      actions.slice(0, 2),
    ]);
    expect(reloaded.eventos).toEqual(play.eventos);
    const atReload = replayRun(
      mapFromPlay(reloaded),
      tourist,
      reloaded.character.level,
      reloaded.seed,
      reloaded.actions,
    );
    const beforeReload = replayRun(mapFromPlay(play), tourist, play.character.level, play.seed, actions.slice(0, 2));
    expect(atReload.ok && beforeReload.ok && atReload.state).toEqual(beforeReload.ok && beforeReload.state);
    await stepAll(play, actions.slice(0, 4), 2, player.headers);
    // The second device: listed, resumed, replayed from the seed to the same state, played and ended there.
    const listed = (await get('/play/runs', secondSession)).json().runs;
    expect(listed[0]).toMatchObject({ gameHash: play.gameHash, mapId: maps.long.mapId, steps: 4 });
    const elsewhere = (await resume(play.gameHash, secondSession)).json<ResumeResponse>();
    await stepAll(play, actions, elsewhere.actions.length, secondSession);
    const ended = await endGame(play, maps.long.mapId, actions, secondSession);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toEqual(straightAnswer.json());
    expect(ended.json()).toMatchObject({
      result: final.status,
      experienceGained: experienceFor(final, mapFromPlay(play)),
    });
    expect((await get('/play/runs', player.headers)).json().runs).toEqual([]);
  });

  it('ends a run from the stored steps and the last ones sent, refusing actions that leave the stored steps', async () => {
    const play = await start(maps.long.mapId);
    const { actions } = honestly(play);
    await stepAll(play, actions.slice(0, 3), 0);
    const other: RunAction = {
      type: 'choose',
      eventId: maps.long.eventIds[1],
      consequenceId: maps.long.optionIds[1][1],
    };
    const forged = [...actions.slice(0, 2), other, ...actions.slice(3)];
    const refused = await endGame(play, maps.long.mapId, forged);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'RUN_STEPS_DIFFER']);
    const ended = await endGame(play, maps.long.mapId, actions);
    expect(ended.statusCode, ended.body).toBe(200);
    const stored = await app().db.kysely.selectFrom('run_steps').select('step_index').execute();
    expect(stored.length).toBeGreaterThanOrEqual(actions.length);
    // The steps the end brought are counted as the steps sent one by one were.
    expect(await counted(play.gameHash)).toEqual({ counted: actions.length, stored: actions.length });
    // Settled: no more steps, no resume, no second end.
    const late = await step(play, actions.length, actions[0]);
    expect([late.statusCode, late.json().code]).toEqual([409, 'RUN_FINISHED']);
    expect((await resume(play.gameHash)).statusCode).toBe(409);
    expect((await endGame(play, maps.long.mapId, actions)).statusCode).toBe(409);
  });

  it("lists and resumes only the owner's recent unfinished runs", async () => {
    const owner = await signedInPlayer(ctx());
    const stranger = await signedInPlayer(ctx());
    const older = await start(maps.fork.mapId, owner.headers);
    const play = await start(maps.long.mapId, owner.headers);
    const stale = await start(maps.fork.mapId, owner.headers);
    await app()
      .db.kysely.updateTable('runs')
      .set({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('game_hash', '=', stale.gameHash)
      .execute();
    const listedRuns = (await get('/play/runs', owner.headers)).json();
    // The database writes the list's JSON (repositories/run-steps.ts): exactly the contract's shape, nothing more.
    expect(unfinishedRunsResponse.parse(listedRuns)).toEqual(listedRuns);
    const { runs } = listedRuns;
    expect(runs.map((run: { gameHash: string }) => run.gameHash)).toEqual([play.gameHash, older.gameHash]);
    expect(runs[0]).toMatchObject({ mapId: maps.long.mapId, steps: 0, mapName: expect.any(String) });
    expect((await get('/play/runs', stranger.headers)).json().runs).toEqual([]);
    expect((await get('/play/runs')).statusCode).toBe(401);
    const theirs = await resume(play.gameHash, stranger.headers);
    expect([theirs.statusCode, theirs.json().code]).toEqual([403, 'RUN_OF_ANOTHER']);
    const { actions } = honestly(play);
    const stolen = await step(play, 0, actions[0], stranger.headers);
    expect([stolen.statusCode, stolen.json().code]).toEqual([403, 'RUN_OF_ANOTHER']);
    expect((await resume(play.gameHash)).statusCode).toBe(403);
    expect((await resume('no-such-run-hash-0000')).statusCode).toBe(404);
  });
});
