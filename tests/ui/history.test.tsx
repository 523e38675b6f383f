import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { gameStore } from '@src/state/game';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';
import { characterAnswer, playAnswer } from './play-fixtures';

beforeEach(() => gameStore.getState().reportIslandFocused(0));

/** The game screen the Start button leads to asks the server for the run. */
const playRoutes = () =>
  fakeApi({
    'POST /play/play': { status: 200, body: playAnswer },
    'POST /play/getCharacter': { status: 200, body: characterAnswer },
  });

describe('History Mode', { timeout: 20_000 }, () => {
  it('shows the focused island with its stars out of 10, and the arrows wrap around the five islands', async () => {
    const { user } = renderApp('/history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modo Historia' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Isla Playa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dificultad: 1 de 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Isla siguiente' }));
    expect(screen.getByRole('heading', { name: 'Isla Zombi' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dificultad: 3 de 10' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Isla anterior' }));
    await user.click(screen.getByRole('button', { name: 'Isla anterior' }));
    expect(screen.getByRole('heading', { name: 'Isla LM' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dificultad: 9 de 10' })).toBeInTheDocument();
    expect(screen.getByText('Bloqueada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ver Isla Desierto' }));
    expect(screen.getByRole('img', { name: 'Dificultad: 7 de 10' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empezar' })).toBeDisabled();
  });

  it('asks the slider scene to slide when an arrow is pressed', async () => {
    const { user } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Isla siguiente' }));
    expect(gameStore.getState().islandRequest?.value).toBe(1);
  });

  it('stores the chosen map as mapa (index + 1) and goes to the game', async () => {
    playRoutes();
    const { user, expectPath } = renderApp('/history');
    await user.click(await screen.findByRole('button', { name: 'Isla siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    expect(localStorage.getItem('mapa')).toBe('2');
    await expectPath('/play');
    expect(await screen.findByRole('progressbar', { name: 'Salud' })).toBeInTheDocument();
  });

  it('starts the island the player confirms on the slider (Enter or A), but never a locked one', async () => {
    playRoutes();
    const { expectPath } = renderApp('/history');
    await screen.findByRole('heading', { name: 'Isla Playa' });
    act(() => gameStore.getState().reportIslandConfirmed(3));
    await expectPath('/history');
    expect(localStorage.getItem('mapa')).toBeNull();
    act(() => gameStore.getState().reportIslandConfirmed(2));
    expect(localStorage.getItem('mapa')).toBe('3');
    await expectPath('/play');
    await screen.findByRole('progressbar', { name: 'Salud' });
  });

  it('names the islands in English too', async () => {
    localStorage.setItem('language', 'en');
    const { default: i18n } = await import('@src/i18n');
    await i18n.changeLanguage('en');
    renderApp('/history');
    expect(await screen.findByRole('heading', { name: 'Beach Island' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });
});
