import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunState } from '@src/core/run';
import type { StatKey } from '@src/core/stats';
import { gameAudio } from '@src/state/audio/engine';
import { playStore } from '@src/state/run/play-store';
import { healthCritical } from '@src/state/run/stat-feedback';
import { fakeApi } from './helpers/fake-api';
import { characterAnswer, playAnswer, stepTaken, TEST_MAP_ID } from './play-fixtures';
import { endGameReply, openGame } from './play-helpers';

const played: string[] = [];

beforeEach(() => {
  played.length = 0;
  vi.spyOn(gameAudio, 'play').mockImplementation((effect) => void played.push(effect));
});

/** A run of the test map with the bottle opened (event 1: option 1 costs 20 health and bleeds 5 the same turn). */
async function startRun() {
  fakeApi({
    'POST /play/play': { status: 200, body: playAnswer },
    'POST /play/getCharacter': { status: 200, body: characterAnswer },
    'POST /play/endGame': endGameReply(10),
    'POST /play/step': stepTaken,
  });
  // A new run each time, as a screen starting one asks (not the run in progress the last start remembered).
  localStorage.removeItem('runInProgress');
  await playStore.getState().start(TEST_MAP_ID, 1);
  playStore.getState().draw();
  played.length = 0;
}

/** Puts one stat of the run on screen at a value (out of 100), as earlier turns would have left it. */
function setStat(stat: StatKey, value: number) {
  const run = playStore.getState().run as RunState;
  playStore.setState({ run: { ...run, stats: { ...run.stats, [stat]: value } } });
}

const feedback = () => playStore.getState().feedback;

describe('which step crosses the half and the quarter line', () => {
  it('a choice from 55 to 30 health crosses the half line going down, with the warning sound', async () => {
    await startRun();
    setStat('health', 55);
    playStore.getState().choose(1);
    expect(playStore.getState().run?.stats.health).toBe(30);
    expect(feedback()?.crossings).toEqual([{ stat: 'health', line: 'half', direction: 'down' }]);
    // The drain moved hunger, thirst and sanity a little too: every bar that moved pulses, each its way.
    expect(feedback()?.moved).toEqual({ health: 'down', hunger: 'down', thirst: 'down', sanity: 'down' });
    expect(played).toContain('warning');
  });

  it('a choice from 40 to 15 crosses the quarter line, and one from 80 to 55 crosses none', async () => {
    await startRun();
    setStat('health', 40);
    playStore.getState().choose(1);
    expect(feedback()?.crossings).toEqual([{ stat: 'health', line: 'quarter', direction: 'down' }]);

    await startRun();
    setStat('health', 80);
    playStore.getState().choose(1);
    expect(feedback()?.crossings).toEqual([]);
    expect(played).not.toContain('warning');
  });

  it('from above half to a quarter in one step names the quarter line only', async () => {
    await startRun();
    setStat('health', 50);
    playStore.getState().choose(1);
    expect(playStore.getState().run?.stats.health).toBe(25);
    expect(feedback()?.crossings).toEqual([{ stat: 'health', line: 'quarter', direction: 'down' }]);
  });

  it('an item that lifts hunger from 45 to 55 crosses the half line going up, without the warning', async () => {
    await startRun();
    playStore.getState().choose(1);
    playStore.getState().proceed();
    setStat('hunger', 45);
    played.length = 0;
    expect(playStore.getState().useItem(10)).toBeNull();
    expect(feedback()?.moved).toEqual({ hunger: 'up' });
    expect(feedback()?.crossings).toEqual([{ stat: 'hunger', line: 'half', direction: 'up' }]);
    expect(played).not.toContain('warning');
  });

  it('a step that ends the run announces no line: the end says it', async () => {
    await startRun();
    setStat('health', 20);
    playStore.getState().choose(1);
    expect(playStore.getState().run?.status).toBe('dead');
    expect(feedback()?.crossings).toEqual([]);
  });
});

describe('the game screen at low health', { timeout: 20_000 }, () => {
  it('pulses the bar that fell with ▼, announces the quarter line, and beats a vignette and a heart', async () => {
    const { user } = await openGame();
    await user.click(await screen.findByRole('button', { name: 'Abrir la botella' }));
    expect(document.querySelector('[data-testid="danger-vignette"]')).toBeNull();
    act(() => setStat('health', 40));
    played.length = 0;
    await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));

    const stats = screen.getByRole('region', { name: 'Estadísticas' });
    expect(within(stats).getByRole('status')).toHaveTextContent('¡Salud en peligro: un cuarto o menos!');
    const health = within(stats).getByRole('progressbar', { name: 'Salud' }).parentElement as HTMLElement;
    expect(health.querySelector('[data-direction="down"]')).toHaveTextContent('▼');
    expect(document.querySelector('[data-testid="danger-vignette"]')).not.toBeNull();
    expect(played).toContain('heartbeat');
    expect(healthCritical(playStore.getState().run)).toBe(true);
  });

  it('keeps the screen calm while health is above a quarter', async () => {
    const { user } = await openGame();
    await user.click(await screen.findByRole('button', { name: 'Abrir la botella' }));
    played.length = 0;
    await user.click(screen.getByRole('button', { name: /Pelear por la toalla/ }));
    expect(playStore.getState().run?.stats.health).toBe(75);
    expect(document.querySelector('[data-testid="danger-vignette"]')).toBeNull();
    expect(played).not.toContain('heartbeat');
    expect(within(screen.getByRole('region', { name: 'Estadísticas' })).getByRole('status')).toBeEmptyDOMElement();
  });
});
