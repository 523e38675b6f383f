import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardPeriod, BoardScope, DailyPlayResponse } from '@src/contract/daily';
import { boardAnswer, boardEntry, dailyToday } from './helpers/daily';
import { failure, fakeApi, type Reply, type SeenRequest } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';
import { characterAnswer, playAnswer, stepTaken } from './play-fixtures';
import { reachTheShip } from './play-helpers';

const userData = { userName: 'ana', vpoints: 100, lvl: 2, exp: 50, profilePic: null, banner: null, newplayer: false };

/** A signed-in player whose main menu has its data and quests. */
function returningPlayer() {
  signInAs('ana', { newplayer: false });
  return { 'GET /user/data': { status: 200, body: userData }, ...questBoard() };
}

/** GET /daily/board answering by the query's period and scope. */
const boards =
  (answer: (period: BoardPeriod, scope: BoardScope) => Reply) =>
  (request: SeenRequest): Reply =>
    answer(request.params.period as BoardPeriod, request.params.scope as BoardScope);

const topThree = boardAnswer([boardEntry(1, 'luis'), boardEntry(2, 'ana'), boardEntry(3, 'eva')], boardEntry(2, 'ana'));

describe('the daily island', { timeout: 20_000 }, () => {
  it('invites visitors to the daily island from the main menu without asking the server, leading to it', async () => {
    localStorage.setItem('visitorTourSeen', 'true');
    const api = fakeApi({});
    const { user, expectPath } = renderApp('/');
    const card = await screen.findByRole('region', { name: 'Isla del día' });
    const link = within(card).getByRole('link', { name: /¿hasta dónde llegas\?/ });
    expect(link).toHaveTextContent('Practica sin cuenta');
    expect(api.requests).toEqual([]);
    fakeApi({ ...dailyToday(), 'GET /daily/board': { status: 200, body: boardAnswer([]) } });
    await user.click(link);
    await expectPath('/daily_island');
  });

  it("shows a ranked player's rank and score on the menu card", async () => {
    fakeApi({ ...returningPlayer(), ...dailyToday({ state: 'ranked', runId: 9, score: 1234, rank: 3 }) });
    renderApp('/');
    const card = await screen.findByRole('region', { name: 'Isla del día' });
    expect(await within(card).findByText('Puesto 3 · 1.234 puntos')).toBeInTheDocument();
  });

  it('offers a retry on the menu card when today cannot be read', async () => {
    let calls = 0;
    fakeApi({
      ...returningPlayer(),
      'GET /daily': () => (++calls <= 2 ? failure(500, 'INTERNAL', 'x') : dailyToday()['GET /daily']),
    });
    const { user } = renderApp('/');
    const card = await screen.findByRole('region', { name: 'Isla del día' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('No se pudo cargar la isla del día.');
    await user.click(within(card).getByRole('button', { name: 'Reintentar' }));
    expect(await within(card).findByRole('link', { name: /Isla Zombi/ })).toBeInTheDocument();
  });

  it("shows today's island, the ranked run to play and today's board with the player's own row", async () => {
    const api = fakeApi({
      ...returningPlayer(),
      ...dailyToday({ streak: 2 }),
      'GET /daily/board': boards((period, scope) => ({ status: 200, body: { ...topThree, period, scope } })),
    });
    renderApp('/daily_island');
    expect(await screen.findByRole('heading', { level: 2, name: 'Isla Zombi' })).toBeInTheDocument();
    expect(screen.getByText('Clasificatoria')).toBeInTheDocument();
    expect(screen.getByText('¡2 días seguidos!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jugar partida clasificatoria' })).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: 'Clasificación de Hoy, Todos' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Each player's initial stands in for a missing picture.
    expect(rows.map((row) => row.textContent)).toEqual(['1Lluis990', '2AanaTú980', '3Eeva970']);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0]!).getByRole('link', { name: 'Ver la repetición de luis' })).toHaveAttribute(
      'href',
      '/replay/101',
    );
    expect(api.requests.find((request) => request.url === '/daily/board')?.params).toEqual({
      period: 'today',
      scope: 'everyone',
    });
  });

  it('switches boards with the tabs, by mouse and by arrow keys, and pins the own row under the top', async () => {
    const api = fakeApi({
      ...returningPlayer(),
      ...dailyToday({ state: 'ranked', runId: 7, score: 500, rank: 140 }),
      'GET /daily/board': boards((period, scope) => ({
        status: 200,
        body: boardAnswer([boardEntry(1, 'luis', { runs: 4 })], boardEntry(140, 'ana', { runs: 2, score: 500 }), {
          period,
          scope,
        }),
      })),
    });
    const { user } = renderApp('/daily_island');
    expect(await screen.findByText('Práctica')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi repetición' })).toHaveAttribute('href', '/replay/7');

    const periods = screen.getByRole('tablist', { name: 'Periodo' });
    await user.click(within(periods).getByRole('tab', { name: 'Esta semana' }));
    const week = await screen.findByRole('table', { name: 'Clasificación de Esta semana, Todos' });
    expect(within(week).getByRole('columnheader', { name: 'Partidas' })).toBeInTheDocument();
    const pinned = within(week).getAllByRole('row').at(-1)!;
    expect(pinned).toHaveAttribute('aria-current', 'true');
    expect(pinned).toHaveTextContent('140AanaTú5002');

    // The arrows move along the tabs and choose them; the chosen one is the only tab in the tab order.
    within(periods).getByRole('tab', { name: 'Esta semana' }).focus();
    await user.keyboard('{ArrowRight}');
    const all = within(periods).getByRole('tab', { name: 'Siempre' });
    expect(all).toHaveFocus();
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('tabindex', '0');
    await screen.findByRole('table', { name: 'Clasificación de Siempre, Todos' });

    await user.click(screen.getByRole('tab', { name: 'A quienes sigues' }));
    await screen.findByRole('table', { name: 'Clasificación de Siempre, A quienes sigues' });
    expect(api.requests.filter((request) => request.url === '/daily/board').map((request) => request.params)).toEqual(
      expect.arrayContaining([
        { period: 'week', scope: 'everyone' },
        { period: 'all', scope: 'everyone' },
        { period: 'all', scope: 'following' },
      ]),
    );
  });

  it('shows visitors only the boards of everyone, an empty board, and a failed one with a retry', async () => {
    let weekCalls = 0;
    fakeApi({
      ...dailyToday(),
      'GET /daily/board': boards((period) => {
        if (period === 'today') return { status: 200, body: boardAnswer([]) };
        return ++weekCalls === 1 ? failure(500, 'INTERNAL', 'Error interno') : { status: 200, body: topThree };
      }),
    });
    const { user } = renderApp('/daily_island');
    expect(await screen.findByText(/Sin cuenta las partidas son de práctica/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('tablist', { name: 'Jugadores' })).not.toBeInTheDocument();
    expect(
      await screen.findByText('Nadie ha entrado todavía en esta clasificación. ¡Sé el primero!'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Esta semana' }));
    expect(await screen.findByText('No se pudo cargar la clasificación.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('starts a ranked run with POST /daily/play, shows its score and rank at the end, and goes back to /daily', async () => {
    const dailyRun: DailyPlayResponse = { ...playAnswer, mapId: 2, day: '2026-11-27', ranked: true };
    const board = { status: 200, body: topThree };
    const api = fakeApi({
      ...returningPlayer(),
      ...dailyToday({}),
      'GET /daily/board': board,
      'POST /daily/play': { status: 200, body: dailyRun },
      'POST /play/getCharacter': { status: 200, body: characterAnswer },
      'POST /play/step': stepTaken,
      'POST /play/endGame': {
        status: 200,
        body: { success: true, message: 'ok', experienceGained: 30, result: 'won', daily: { score: 980, rank: 2 } },
      },
    });
    const { user, expectPath } = renderApp('/daily_island');
    await user.click(await screen.findByRole('button', { name: 'Jugar partida clasificatoria' }));
    await expectPath('/play');
    await screen.findByRole('progressbar', { name: 'Salud' }, { timeout: 3000 });
    await reachTheShip(user, /Hacer señales/);
    const end = await screen.findByRole('dialog', { name: 'You won' });
    expect(await within(end).findByText('Isla del día: 980 puntos · puesto 2')).toBeInTheDocument();
    expect(api.requests.map((request) => request.url)).not.toContain('/play/play');
    expect(api.requests.find((request) => request.url === '/play/endGame')?.body).toMatchObject({
      mapId: 2,
      gameHash: playAnswer.gameHash,
    });
    await user.click(within(end).getByRole('button', { name: 'Volver' }));
    await expectPath('/daily_island');
    await waitFor(() => expect(screen.getByRole('table')).toBeInTheDocument());
  });
});
