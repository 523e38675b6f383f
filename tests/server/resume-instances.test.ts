import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characterById } from '../../src/core/catalogue/characters';
import type { PlayResponse } from '../../src/contract/play';
import type { ResumeResponse } from '../../src/contract/resume';
import { experienceFor, type RunAction } from '../../src/core/run';
import type { App } from '../../server/app';
import { signedInPlayer } from './helpers/accounts';
import { startSecondInstance, startTestApp } from './helpers/app';
import { insertTestMap, mapFromPlay, playToTheEnd, type InsertedMap } from './helpers/play-maps';
import { longMap } from './helpers/resume-maps';

const tourist = characterById(1)!;

/**
 * Resume anywhere across servers: two instances on one PostgreSQL database (what the load balancer spreads a player's
 * requests over). Each instance keeps the state of the runs it steps (kept-step-states.ts); the stored steps, not that
 * memory, decide, so a run stepped on one and then the other goes on and ends as one played straight through.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('resume anywhere on two instances of one PostgreSQL database', () => {
  let first: Awaited<ReturnType<typeof startTestApp>>;
  let second: Awaited<ReturnType<typeof startSecondInstance>>;
  let map: InsertedMap;
  beforeAll(async () => {
    first = await startTestApp('postgres');
    second = await startSecondInstance(first);
    map = await insertTestMap(first, longMap);
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  const post = (app: App, url: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, payload, headers });
  const step = (app: App, play: PlayResponse, index: number, action: RunAction, headers: Record<string, string>) =>
    post(app, '/play/step', { gameHash: play.gameHash, index, action }, headers);

  it('steps a run on one instance, then the other, then the first again, and ends it on the second', async () => {
    const player = await signedInPlayer(first);
    const started = await post(first.app, '/play/play', { mapId: map.mapId }, player.headers);
    expect(started.statusCode, started.body).toBe(200);
    const play = started.json<PlayResponse>();
    const { final, actions } = playToTheEnd(mapFromPlay(play), tourist, play.character.level, play.seed);
    expect(actions.length).toBeGreaterThan(4);

    const instanceOf = (index: number) => (index < 2 || index === 4 ? first.app : second.app);
    for (const [index, action] of actions.entries()) {
      const res = await step(instanceOf(index), play, index, action, player.headers);
      expect(res.statusCode, `step ${index}: ${res.body}`).toBe(200);
      expect(res.json().steps).toBe(index + 1);
    }
    // A device still at step 2 is told it is behind, with the steps, whichever instance it reaches.
    const stale = await step(first.app, play, 2, actions[2], player.headers);
    expect([stale.statusCode, stale.json().code, stale.json().steps]).toEqual([409, 'RUN_STEP_STALE', actions]);

    const resumed = await second.app.inject({
      method: 'GET',
      url: `/play/runs/${play.gameHash}`,
      headers: player.headers,
    });
    expect(resumed.json<ResumeResponse>().actions).toEqual(actions);
    const ended = await post(
      second.app,
      '/play/endGame',
      { mapId: map.mapId, gameHash: play.gameHash, completedEvents: [] },
      player.headers,
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({
      result: final.status,
      experienceGained: experienceFor(final, mapFromPlay(play)),
    });
  });
});
