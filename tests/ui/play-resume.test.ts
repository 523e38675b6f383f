import { describe, expect, it, vi } from 'vitest';
import type { ResumeResponse } from '@src/contract/resume';
import { coreMap } from '@src/contract/to-core';
import { PASSIVES } from '@src/core/catalogue/passives';
import { replayRun, type RunAction } from '@src/core/run';
import { playStore } from '@src/state/run/play-store';
import { runInProgress } from '@src/state/run/run-in-progress';
import { fakeApi, type Reply, type SeenRequest } from './helpers/fake-api';
import { characterAnswer, GAME_HASH, playAnswer, stepTaken, TEST_MAP_ID } from './play-fixtures';

const fight: RunAction = { type: 'choose', eventId: 1, consequenceId: 1 };
const dig: RunAction = { type: 'choose', eventId: 1, consequenceId: 5 };

/** The state the server's steps replay to from the run's seed, with the tourist at level 1. */
function replayed(actions: RunAction[]) {
  const tourist = { id: 1, base: characterAnswer.characterData.base, passive: PASSIVES.tourist };
  const result = replayRun(coreMap(playAnswer), tourist, 1, playAnswer.seed, actions);
  if (!result.ok) throw new Error('the fixture steps do not replay');
  return result.state;
}

const sentSteps = (requests: SeenRequest[]) => requests.filter((r) => r.url === '/play/step').map((r) => r.body);
const settled = () => vi.waitFor(() => expect(playStore.getState().synced).toBe(playStore.getState().actions.length));

async function startRun(step: Reply | ((request: SeenRequest) => Reply)) {
  const api = fakeApi({
    'POST /play/play': { status: 200, body: playAnswer },
    'POST /play/getCharacter': { status: 200, body: characterAnswer },
    'POST /play/step': step,
  });
  localStorage.removeItem('runInProgress');
  await playStore.getState().start(TEST_MAP_ID, 1);
  return api;
}

describe('resume anywhere: the play store sends each step and catches up', () => {
  it('sends each action as a step, in order, as it is made, and remembers the run for a reload', async () => {
    const { requests } = await startRun(stepTaken);
    expect(runInProgress()).toEqual({ gameHash: GAME_HASH, mapId: TEST_MAP_ID });
    playStore.getState().draw();
    expect(playStore.getState().choose(1)).toBeNull();
    playStore.getState().proceed();
    expect(playStore.getState().useItem(10)).toBeNull();
    await settled();
    expect(sentSteps(requests)).toEqual([
      { gameHash: GAME_HASH, index: 0, action: fight },
      { gameHash: GAME_HASH, index: 1, action: { type: 'use-item', itemId: 10 } },
    ]);
  });

  it('adopts the steps of another device when its own step is stale, and says so', async () => {
    await startRun({
      status: 409,
      body: { error: 'stale', code: 'RUN_STEP_STALE', steps: [dig] },
    });
    playStore.getState().draw();
    playStore.getState().choose(1);
    await vi.waitFor(() => expect(playStore.getState().caughtUp).toBe(true));
    const state = playStore.getState();
    expect(state.actions).toEqual([dig]);
    expect(state.synced).toBe(1);
    expect(state.run).toEqual(replayed([dig]));
    expect(state.outcome).toBeNull();
    expect(state.timeline).toEqual([replayed([]).stats, replayed([dig]).stats]);
  });

  it('keeps its own run when the stored steps are where it stands, whatever order their keys come in', async () => {
    // The server stored step 0 and the answer to it was lost: the retried step is stale, with our own action back.
    const storedFight = JSON.parse('{"consequenceId":1,"eventId":1,"type":"choose"}') as RunAction;
    await startRun({ status: 409, body: { error: 'stale', code: 'RUN_STEP_STALE', steps: [storedFight] } });
    playStore.getState().draw();
    playStore.getState().choose(1);
    await settled();
    const state = playStore.getState();
    expect([state.caughtUp, state.actions, state.synced]).toEqual([false, [fight], 1]);
    expect(state.outcome).not.toBeNull();
  });

  it('continues the remembered run after a reload, at the state its stored steps replay to', async () => {
    await startRun(stepTaken);
    const resumed: ResumeResponse = { ...playAnswer, mapId: TEST_MAP_ID, actions: [fight] };
    const { requests } = fakeApi({
      [`GET /play/runs/${GAME_HASH}`]: { status: 200, body: resumed },
      'POST /play/getCharacter': { status: 200, body: characterAnswer },
    });
    await playStore.getState().start(TEST_MAP_ID, 1);
    const state = playStore.getState();
    expect(requests.map((r) => `${r.method} ${r.url}`)).not.toContain('POST /play/play');
    expect([state.status, state.actions, state.synced]).toEqual(['ready', [fight], 1]);
    expect(state.run).toEqual(replayed([fight]));
  });

  it('starts a new run when the remembered one cannot be continued any more', async () => {
    await startRun(stepTaken);
    const { requests } = fakeApi({
      [`GET /play/runs/${GAME_HASH}`]: { status: 409, body: { error: 'ended', code: 'RUN_FINISHED' } },
      'POST /play/play': { status: 200, body: { ...playAnswer, gameHash: 'another-game-hash-0123456' } },
      'POST /play/getCharacter': { status: 200, body: characterAnswer },
    });
    await playStore.getState().start(TEST_MAP_ID, 1);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /play/play');
    expect(playStore.getState().actions).toEqual([]);
    expect(runInProgress()?.gameHash).toBe('another-game-hash-0123456');
  });
});
