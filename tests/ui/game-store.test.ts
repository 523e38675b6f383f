import { afterEach, describe, expect, it } from 'vitest';
import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { gameStore } from '@src/state/game';

afterEach(() => {
  gameStore.getState().resetStage();
  gameStore.getState().reportIslandFocused(0);
});

describe('game store (the bridge between React and the scenes)', () => {
  it('turns a slider intent into a new request each time, wrapping around the islands', () => {
    const { selectIsland } = gameStore.getState();
    selectIsland(-1);
    const first = gameStore.getState().islandRequest;
    expect(first?.value).toBe(HISTORY_ISLANDS.length - 1);
    selectIsland(HISTORY_ISLANDS.length - 1);
    const second = gameStore.getState().islandRequest;
    expect(second?.value).toBe(HISTORY_ISLANDS.length - 1);
    // The same island asked twice is still two intents: the scene tells them apart by id.
    expect(second?.id).not.toBe(first?.id);
  });

  it('keeps the facts the scenes report, wrapped to a real island', () => {
    gameStore.getState().reportIslandFocused(HISTORY_ISLANDS.length + 1);
    expect(gameStore.getState().islandFocused).toBe(1);
    gameStore.getState().reportIslandConfirmed(2);
    expect(gameStore.getState().islandConfirmed?.value).toBe(2);
    gameStore
      .getState()
      .reportLayout({ portrait: { x: 1, y: 2, width: 3, height: 3 }, bottle: { x: 4, y: 5, width: 6, height: 7 } });
    expect(gameStore.getState().layout?.bottle.height).toBe(7);
  });

  it('queues one-shot cues with ids until the scene acknowledges them', () => {
    const { cue } = gameStore.getState();
    cue({ kind: 'damage', amounts: { health: 12 } });
    cue({ kind: 'heal', amounts: { hunger: 5 } });
    const [damage, heal] = gameStore.getState().cues;
    expect(damage).toMatchObject({ kind: 'damage', amounts: { health: 12 } });
    expect(heal.id).not.toBe(damage.id);
    gameStore.getState().acknowledgeCue(damage.id);
    expect(gameStore.getState().cues).toEqual([heal]);
  });

  it('changes the stage only when something on it changes, so the scene is not woken for nothing', () => {
    gameStore.getState().showStage({ skin: 'tourist', portraitSuffix: '_v', bottle: 'ready' });
    const stage = gameStore.getState().stage;
    gameStore.getState().showStage({ skin: 'tourist', bottle: 'ready' });
    expect(gameStore.getState().stage).toBe(stage);
    gameStore.getState().showStage({ bottle: 'open' });
    expect(gameStore.getState().stage).toMatchObject({ skin: 'tourist', portraitSuffix: '_v', bottle: 'open' });
  });

  it('starts a new run on a clean stage', () => {
    gameStore.getState().showStage({ skin: 'pirate', bottle: 'open' });
    gameStore.getState().cue({ kind: 'passive', trigger: 'dodge' });
    gameStore.getState().reportStageReady(true);
    gameStore.getState().resetStage();
    expect(gameStore.getState()).toMatchObject({
      cues: [],
      stageReady: false,
      layout: null,
      stage: { skin: null, bottle: 'hidden' },
    });
  });
});
