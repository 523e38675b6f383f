import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '@src/i18n';
import { sessionStore } from '@src/state/session';
import { dailyToday } from './helpers/daily';
import { fakeApi, type SeenRequest } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';

const userData = { userName: 'nina', vpoints: 0, lvl: 1, exp: 0, profilePic: null, banner: null };

/** A player fresh from sign-up: the server still calls them a new player. */
function newPlayer() {
  signInAs('nina', { newplayer: true, lvl: 1, exp: 0 });
  return fakeApi({
    ...dailyToday(),
    ...questBoard(),
    'GET /user/data': { status: 200, body: { ...userData, newplayer: true } },
    'PUT /user/newplayer': { status: 200, body: { message: 'ok', newplayer: false } },
  });
}

const newplayerCalls = (requests: SeenRequest[]) => requests.filter((request) => request.url === '/user/newplayer');

describe('first-time tour', () => {
  it('shows a new player History Mode, then the profile, with progress, and turns the flag off locally and on the server', async () => {
    const api = newPlayer();
    const { user } = renderApp('/');
    const tour = await screen.findByRole('dialog', { name: 'Empieza por el Modo Historia' });
    expect(tour).toHaveTextContent('Paso 1 de 2');
    const next = within(tour).getByRole('button', { name: 'Siguiente' });
    expect(next).toHaveFocus();
    expect(within(tour).getByRole('button', { name: 'Saltar guía' })).toBeInTheDocument();

    await user.keyboard('{Enter}');
    const second = await screen.findByRole('dialog', { name: 'Este es tu perfil' });
    expect(second).toHaveTextContent('Paso 2 de 2');
    expect(within(second).getByRole('button', { name: '¡Entendido!' })).toHaveFocus();
    expect(newplayerCalls(api.requests)).toEqual([]);

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().newplayer).toBe(false);
    expect(localStorage.getItem('newplayer')).toBe('false');
    expect(newplayerCalls(api.requests)).toMatchObject([{ method: 'PUT', body: { newplayer: false } }]);
    // The keyboard lands on what the tour showed last: the player's card.
    expect(screen.getByRole('button', { name: 'nina Ver mi perfil' })).toHaveFocus();
  });

  it('can be skipped with Escape at any step, which also ends it for good', async () => {
    const api = newPlayer();
    const { user } = renderApp('/');
    await screen.findByRole('dialog', { name: 'Empieza por el Modo Historia' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newplayerCalls(api.requests)).toHaveLength(1);
    expect(sessionStore.getState().newplayer).toBe(false);
  });

  it('can be skipped with its button, and keeps Tab inside the popup and the language switch', async () => {
    const api = newPlayer();
    const { user } = renderApp('/');
    const tour = await screen.findByRole('dialog', { name: 'Empieza por el Modo Historia' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.tab();
    expect(within(tour).getByRole('button', { name: 'Saltar guía' })).toHaveFocus();
    await user.tab();
    expect(within(tour).getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(newplayerCalls(api.requests)).toHaveLength(1);
  });

  it('waits for the server: a player it no longer calls new sees no tour', async () => {
    signInAs('nina', { newplayer: true });
    fakeApi({
      ...dailyToday(),
      ...questBoard(),
      'GET /user/data': { status: 200, body: { ...userData, newplayer: false } },
    });
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Modos de juego' })).toBeInTheDocument();
    await screen.findByText('0 VPoints');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells a visitor once what the profile panel is for', async () => {
    const first = renderApp('/');
    const tour = await screen.findByRole('dialog', { name: 'Tu pase de entrada' });
    expect(tour).toHaveTextContent('Paso 1 de 1');
    expect(tour).toHaveTextContent('Este panel es para registrarte o iniciar sesión');
    // One step only: nothing to skip to, the one button ends it.
    expect(within(tour).queryByRole('button', { name: 'Saltar guía' })).not.toBeInTheDocument();
    await first.user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('visitorTourSeen')).toBe('true');
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveFocus();

    // Another visit from the same browser.
    cleanup();
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'Modos de juego' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the language switch in reach of the keyboard, and a switch re-renders the tour in that language', async () => {
    const { user } = renderApp('/');
    const tour = await screen.findByRole('dialog', { name: 'Tu pase de entrada' });
    expect(within(tour).getByRole('button', { name: '¡Entendido!' })).toHaveFocus();
    // Tab leaves the popup only for the language switch, and comes back.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Your boarding pass' })).toHaveTextContent('Step 1 of 1');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Got it!' })).toHaveFocus();
    // The switch does not end the tour; Escape still does, wherever the focus is.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('visitorTourSeen')).toBe('true');
  });

  it('speaks the language of the interface', async () => {
    await i18n.changeLanguage('en');
    renderApp('/');
    const tour = await screen.findByRole('dialog', { name: 'Your boarding pass' });
    expect(tour).toHaveTextContent('Step 1 of 1');
    expect(within(tour).getByRole('button', { name: 'Got it!' })).toBeInTheDocument();
  });
});
