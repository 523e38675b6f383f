import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunState } from '@src/core/run';
import { gameAudio } from '@src/state/audio/engine';
import { gameStore } from '@src/state/game';
import { playStore } from '@src/state/run/play-store';
import { stepCues } from '@src/state/run/stage-cues';
import { fakeApi } from './helpers/fake-api';
import { characterAnswer, playAnswer, stepTaken, TEST_MAP_ID } from './play-fixtures';

const played: [string, number | undefined][] = [];

beforeEach(() => {
  played.length = 0;
  vi.spyOn(gameAudio, 'play').mockImplementation((effect, volume) => void played.push([effect, volume]));
  gameStore.getState().resetStage();
});

/** A run of the test map, loaded through the fake server as the game screen would. */
async function startRun() {
  fakeApi({
    'POST /play/play': { status: 200, body: playAnswer },
    'POST /play/getCharacter': { status: 200, body: characterAnswer },
    'POST /play/step': stepTaken,
  });
  // A new run each time, as a screen starting one asks (not the run in progress the last start remembered).
  localStorage.removeItem('runInProgress');
  await playStore.getState().start(TEST_MAP_ID, 1);
  return playStore.getState();
}

const cues = () => gameStore.getState().cues.map(({ id: _id, ...body }) => body);

describe('the stage cues the play store writes for each step', () => {
  it('opens the bottle with its sound and no cue', async () => {
    const { draw } = await startRun();
    draw();
    expect(playStore.getState().run?.current).toBe(1);
    expect(cues()).toEqual([]);
    expect(played).toEqual([['bottle', undefined]]);
  });

  it('cues the damage a choice did, with the hurt and reward sounds', async () => {
    const { draw } = await startRun();
    draw();
    played.length = 0;
    const before = playStore.getState().run as RunState;
    expect(playStore.getState().choose(1)).toBeNull();
    const after = playStore.getState().run as RunState;
    // The option's 20 health, then the turn's bleeding and drain: every point the core recorded in this step.
    const health = after.damage.filter((record) => record.stat === 'health').reduce((sum, r) => sum + r.amount, 0);
    expect(health).toBeGreaterThanOrEqual(20);
    expect(cues()).toEqual(stepCues(before, after));
    expect(cues()[0]).toMatchObject({ kind: 'damage', amounts: { health } });
    expect(played).toEqual([
      ['hurt', 0.5],
      ['reward', 0.5],
    ]);
  });

  it('cues the healing of an item used, and nothing for a refused one', async () => {
    const { draw } = await startRun();
    draw();
    playStore.getState().choose(1);
    playStore.getState().proceed();
    const heldCoco = playStore.getState().run?.backpack[10];
    expect(heldCoco).toBe(1);
    gameStore.setState({ cues: [] });
    played.length = 0;
    expect(playStore.getState().useItem(10)).toBeNull();
    expect(cues()).toEqual([{ kind: 'heal', amounts: expect.any(Object) }]);
    expect(played).toEqual([['heal', 0.5]]);
    gameStore.setState({ cues: [] });
    expect(playStore.getState().useItem(10)).not.toBeNull();
    expect(cues()).toEqual([]);
  });

  it('names a passive moment for the scene to translate, and adds up points per stat', () => {
    const before = { damage: [], healing: [], passiveTriggers: [] } as unknown as RunState;
    const after = {
      damage: [],
      healing: [
        { turn: 4, stat: 'sanity', amount: 3, source: 'passive' },
        { turn: 4, stat: 'sanity', amount: 2, source: 'effect' },
      ],
      passiveTriggers: [{ turn: 4, kind: 'regen' }],
    } as unknown as RunState;
    expect(stepCues(before, after)).toEqual([
      { kind: 'heal', amounts: { sanity: 5 } },
      { kind: 'passive', trigger: 'regen' },
    ]);
  });
});
