import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gameAudio } from '@src/state/audio/engine';
import { gameStore } from '@src/state/game';
import { sessionStore } from '@src/state/session';
import { confirmRoll, gachaWith, rolled } from './helpers/gacha';
import { renderApp } from './helpers/render-app';

/** The sounds the reveal asked the game's audio engine for (jsdom has no Web Audio). */
let played: Array<[string, number | undefined]> = [];

beforeEach(() => {
  played = [];
  vi.spyOn(gameAudio, 'play').mockImplementation((effect, volume) => void played.push([effect, volume]));
});

afterEach(() => {
  vi.restoreAllMocks();
  gameStore.setState({ stageExpected: false, roll: null, rollShown: null, rollRevealed: null, reducedMotion: false });
});

/** Rolls the common banner with a stage up, and answers the roll the scene was asked to reveal. */
async function rollWithStage(rarity: 'legendary' | 'common') {
  gachaWith({ 'POST /characters/roll': { status: 200, body: rolled({ rarity, name: 'Capitana' }) } });
  const { user } = renderApp('/gatcha');
  await screen.findByRole('article', { name: 'Banner común' });
  act(() => gameStore.getState().reportStageExpected(true));
  await user.click(screen.getByRole('button', { name: /^Tirar en el Banner común/ }));
  await confirmRoll(user);
  await screen.findByText('Tienes 1.100 VP');
  return gameStore.getState().roll!.id;
}

const status = () => screen.getByRole('status', { name: 'Revelando tu tirada' });

// A whole screen renders per test: give a busy machine room (the default 5 s is tight when every core is taken).
describe('gacha reveal', { timeout: 20_000 }, () => {
  it('says it is shuffling, names the rarity once the chest opens, and plays the ticks then the rarity group’s sound', async () => {
    const id = await rollWithStage('legendary');
    expect(status()).toHaveTextContent('Barajando…');
    expect(played).toEqual([['gacha-shuffle', 0.3]]);

    act(() => gameStore.getState().reportRollShown(id));
    expect(status()).toHaveTextContent('¡Legendario!');
    expect(status()).toHaveAttribute('data-rarity', 'legendary');
    expect(played).toEqual([
      ['gacha-shuffle', 0.3],
      ['reveal-legendary', 0.55],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => gameStore.getState().reportRollRevealed(id));
    expect(await screen.findByRole('dialog', { name: '¡Nuevo personaje!' })).toHaveTextContent('Capitana');
    expect(played).toHaveLength(2);
  });

  it('under reduced motion keeps the shuffle silent and the reveal quieter', async () => {
    gameStore.setState({ reducedMotion: true });
    const id = await rollWithStage('common');
    expect(status()).toHaveTextContent('Barajando…');
    act(() => gameStore.getState().reportRollShown(id));
    expect(status()).toHaveTextContent('¡Común!');
    expect(played).toEqual([['reveal-common', 0.35 * 0.4]]);
  });

  it('reveals a practice roll on the stage too, marked as practice, then brings the popup back with its result', async () => {
    const api = gachaWith();
    const { user } = renderApp('/gatcha');
    await screen.findByRole('article', { name: 'Banner común' });
    act(() => gameStore.getState().reportStageExpected(true));
    await user.click(screen.getByRole('button', { name: 'Tirada de práctica' }));
    const requests = api.requests.length;
    vi.spyOn(Math, 'random').mockReturnValue(0.005);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Tirada de práctica' })).getByRole('button', {
        name: 'Practicar en el Banner común',
      }),
    );

    // The popup steps aside while the stage plays; the stage says it is practice.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Práctica: no cuesta ni da nada')).toBeVisible();
    const roll = gameStore.getState().roll!;
    expect(roll.value).toBe('legendary');
    act(() => gameStore.getState().reportRollShown(roll.id));
    expect(status()).toHaveTextContent('¡Legendario!');
    act(() => gameStore.getState().reportRollRevealed(roll.id));

    const dialog = await screen.findByRole('dialog', { name: 'Tirada de práctica' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'En el Banner común te habría salido: Legendario (casilla 50)',
    );
    expect(api.requests.length).toBe(requests);
    expect(sessionStore.getState().vpoints).toBe(1200);
  });

  it('where no stage runs, the result itself sounds the rarity once, in its frame', async () => {
    gachaWith({ 'POST /characters/roll': { status: 200, body: rolled({ rarity: 'legendary', name: 'Capitana' }) } });
    const { user } = renderApp('/gatcha');
    await user.click(await screen.findByRole('button', { name: /^Tirar en el Banner común/ }));
    await confirmRoll(user);
    const dialog = await screen.findByRole('dialog', { name: '¡Nuevo personaje!' });
    expect(dialog.querySelector('[data-rarity="legendary"]')).toHaveTextContent('Legendario');
    expect(played.filter(([sound]) => sound.startsWith('reveal-'))).toEqual([['reveal-legendary', 0.55]]);
  });
});
