import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@src/state/session';
import { dailyToday } from './helpers/daily';
import { failure, fakeApi } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';

const userData = {
  userName: 'ana',
  vpoints: 100,
  lvl: 2,
  exp: 250,
  profilePic: 'pic-01.webp',
  banner: 'banner-01.webp',
  newplayer: false,
};

describe('main menu', () => {
  it('offers visitors to log in or sign up, and the game modes with IA Mode disabled', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Modo Historia' })).toHaveAttribute('href', '/history');
    expect(screen.getByRole('link', { name: 'Creador de Mapas' })).toHaveAttribute('href', '/map_creator');
    expect(screen.getByRole('link', { name: 'Modo Online' })).toHaveAttribute('href', '/online');
    const ia = screen.getByRole('button', { name: 'Modo IA' });
    expect(ia).toHaveAttribute('aria-disabled', 'true');
    expect(ia).toHaveAccessibleDescription('Próximamente: el Modo IA todavía está en camino.');
  });

  it('levels up when the experience reaches 100 × level and stores the result', async () => {
    signInAs('ana');
    const api = fakeApi({
      ...dailyToday(),
      ...questBoard(),
      'GET /user/data': { status: 200, body: userData },
      'GET /user/levelup': { status: 200, body: { user: { lvl: 3, exp: 50, vacation_points: 150 }, leveledUp: true } },
    });
    renderApp('/');
    expect(await screen.findByText('¡Has subido al nivel 3!')).toBeInTheDocument();
    expect(api.requests.filter((request) => request.url === '/user/levelup')).toHaveLength(1);
    expect(sessionStore.getState()).toMatchObject({ lvl: 3, exp: 50, vpoints: 150 });
    expect(localStorage.getItem('lvl')).toBe('3');
    expect(screen.getByRole('progressbar', { name: 'Experiencia' })).toHaveAttribute('aria-valuemax', '300');
  });

  it('reports a failed level check', async () => {
    signInAs('ana');
    fakeApi({
      ...dailyToday(),
      ...questBoard(),
      'GET /user/data': { status: 200, body: userData },
      'GET /user/levelup': failure(500, 'INTERNAL', 'x'),
    });
    renderApp('/');
    expect(await screen.findByText('Error al verificar el nivel. Intenta de nuevo.')).toBeInTheDocument();
  });

  it('opens the own profile from the panel', async () => {
    signInAs('ana', { usernameToVisit: 'luis' });
    fakeApi({
      ...dailyToday(),
      ...questBoard(),
      'GET /user/data': { status: 200, body: { ...userData, exp: 10 } },
      'GET /user/mi_perfil/ana': failure(500, 'INTERNAL', 'x'),
    });
    const { user, expectPath } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'ana Ver mi perfil' }));
    await expectPath('/mi_perfil');
    expect(localStorage.getItem('usernameToVisit')).toBe('ana');
    expect(await screen.findByText('Error al obtener los datos del usuario. Intenta de nuevo.')).toBeInTheDocument();
  });
});
