import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@src/state/session';
import { dailyToday } from './helpers/daily';
import { failure } from './helpers/fake-api';
import { signInAs } from './helpers/render-app';
import { GAME_HASH, playAnswer, TEST_MAP_ID } from './play-fixtures';
import { endGameReply, openGame, reachTheShip } from './play-helpers';

describe('game screen: the end of a run', { timeout: 20_000 }, () => {
  it("shows 'You died' with the run's summary, and sends the actions to /play/endGame", async () => {
    const { user, api, expectPath } = await openGame(dailyToday());
    await reachTheShip(user, /Nadar hacia el barco/);
    const end = await screen.findByRole('dialog', { name: 'You died' });
    expect(within(end).getByText('Turnos sobrevividos').nextSibling).toHaveTextContent('2');
    expect(within(end).getByText('Daño recibido').nextSibling).toHaveTextContent(/\d+/);
    expect(within(end).getByRole('table', { name: 'Tus estadísticas turno a turno' })).toBeInTheDocument();
    expect(await within(end).findByText('+35 EXP')).toBeInTheDocument();
    // Visitors are told what an account would have kept.
    expect(end).toHaveTextContent(/Con una cuenta habrías ganado \d+ EXP/);
    expect(within(end).getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');

    const sent = api.requests.find((request) => request.url === '/play/endGame')?.body;
    expect(sent).toMatchObject({
      mapId: TEST_MAP_ID,
      gameHash: GAME_HASH,
      actions: [
        { type: 'choose', eventId: 1, consequenceId: 1 },
        { type: 'choose', eventId: 2, consequenceId: 4 },
      ],
      completedEvents: [
        { turn: 1, eventId: 1, consequenceId: 1 },
        { turn: 2, eventId: 2, consequenceId: 4 },
      ],
    });
    await user.click(within(end).getByRole('button', { name: 'Continuar' }));
    await expectPath('/');
  });

  it("shows 'You won' and adds the experience to a signed-in player's stored experience", async () => {
    signInAs('ana', { exp: 50 });
    const { user } = await openGame({ 'POST /play/endGame': endGameReply(60) });
    await reachTheShip(user, /Hacer señales/);
    const end = await screen.findByRole('dialog', { name: 'You won' });
    expect(await within(end).findByText('+60 EXP')).toBeInTheDocument();
    expect(sessionStore.getState().exp).toBe(110);
    expect(localStorage.getItem('exp')).toBe('110');
    expect(within(end).queryByRole('link', { name: 'Registrarse' })).not.toBeInTheDocument();
  });

  it('lets the player retry saving a run the server did not answer', async () => {
    let calls = 0;
    const { user } = await openGame({
      'POST /play/endGame': () => (++calls === 1 ? failure(500, 'INTERNAL', 'x') : endGameReply(20)),
    });
    await reachTheShip(user, /Hacer señales/);
    const end = await screen.findByRole('dialog', { name: 'You won' });
    expect(await within(end).findByRole('alert')).toHaveTextContent('No se pudo guardar la partida.');
    await user.click(within(end).getByRole('button', { name: 'Reintentar' }));
    expect(await within(end).findByText('+20 EXP')).toBeInTheDocument();
  });

  it('wins at once on a map without events, and still ends the run on the server', async () => {
    const { api } = await openGame({ 'POST /play/play': { status: 200, body: { ...playAnswer, eventos: [] } } });
    expect(await screen.findByRole('dialog', { name: 'You won' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abrir la botella' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('+35 EXP')).toBeInTheDocument());
    expect(api.requests.find((request) => request.url === '/play/endGame')?.body).toMatchObject({
      actions: [],
      completedEvents: [],
    });
  });
});
