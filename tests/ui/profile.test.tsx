import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_IMAGE } from '@src/api/assets';
import type { Profile } from '@src/contract/user';
import { sessionStore } from '@src/state/session';
import { noCustomSkins } from './helpers/custom-skins';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp, signInAs } from './helpers/render-app';

function profileOf(userName: string, extra: Partial<Profile> = {}): Profile {
  return {
    userId: 7,
    userName,
    followers: 3,
    following: 1,
    banner: 'banner-01.webp',
    profileImage: 'pic-01.webp',
    maps: [],
    lvl: 2,
    exp: 50,
    vacationPoints: 0,
    isFollowing: false,
    ...extra,
  };
}

describe('profile screen', () => {
  it("shows the player's level, exp bar (exp / 100 × level) and the empty maps message", async () => {
    signInAs('ana');
    fakeApi({ ...noCustomSkins, 'GET /user/mi_perfil/ana': { status: 200, body: profileOf('ana') } });
    renderApp('/mi_perfil');
    expect(await screen.findByRole('heading', { level: 1, name: 'ana' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Experiencia' })).toHaveAttribute('aria-valuemax', '200');
    expect(screen.getByText('No se encontraron mapas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ajustes de la cuenta' })).toHaveAttribute('href', '/acc_settings');
  });

  it('shows a map without a picture with the same default picture as Online Mode and the map creator', async () => {
    signInAs('ana');
    const map = { mapid: 9, name: 'Isla sin foto', description: '', likes: 0, num_players: 0, difficulty: 1 };
    const maps = [{ ...map, mapImage: null }];
    fakeApi({ ...noCustomSkins, 'GET /user/mi_perfil/ana': { status: 200, body: profileOf('ana', { maps }) } });
    renderApp('/mi_perfil');
    const card = (await screen.findByRole('heading', { name: 'Isla sin foto' })).closest('li');
    expect(card?.querySelector('img')).toHaveAttribute('src', DEFAULT_MAP_IMAGE);
  });

  it('keeps Save disabled until a banner or picture is chosen, then saves it', async () => {
    signInAs('ana');
    const api = fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/ana': { status: 200, body: profileOf('ana') },
      'GET /user/banners': { status: 200, body: { banners: ['banner-01.webp', 'banner-02.webp'] } },
      'GET /user/profile-pics': { status: 200, body: { profileImages: ['pic-01.webp', 'pic-02.webp'] } },
      'PUT /user/profile_update': {
        status: 200,
        body: { message: 'ok', banner: 'banner-02.webp', profileImage: 'pic-01.webp' },
      },
    });
    const { user } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: 'Editar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
    const banners = await within(dialog).findByRole('group', { name: 'Banner' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await user.click(within(banners).getByRole('radio', { name: 'Opción 2' }));
    expect(save).toBeEnabled();
    await user.click(save);
    expect(await screen.findByText('Perfil actualizado con éxito')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toEqual({ banner: 'banner-02.webp' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStore.getState().banner).toBe('banner-02.webp');
  });

  it("follows another player and lets the answer's text decide the state", async () => {
    signInAs('ana', { usernameToVisit: 'luis' });
    fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/luis': { status: 200, body: profileOf('luis') },
      'POST /user/follow/luis': { status: 200, body: { message: 'Has comenzado a seguir a luis' } },
    });
    const { user } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: 'Seguir a luis' }));
    expect(await screen.findByRole('button', { name: 'Dejar de seguir a luis' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 Seguidores' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar perfil' })).not.toBeInTheDocument();
  });

  it('sends visitors who try to follow to /login', async () => {
    localStorage.setItem('usernameToVisit', 'luis');
    sessionStore.getState().update({ usernameToVisit: 'luis' });
    fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/luis': { status: 200, body: profileOf('luis') },
      'GET /auth/config': { status: 200, body: { googleClientId: null } },
    });
    const { user, expectPath } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: 'Seguir a luis' }));
    await expectPath('/login');
  });

  it('lists followers in a dialog with follow buttons per row', async () => {
    signInAs('ana');
    fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/ana': { status: 200, body: profileOf('ana') },
      'GET /user/followers/ana': {
        status: 200,
        body: { users: [{ username: 'luis', profileImage: 'pic-04.webp', lvl: 5, isFollowing: true }], total: 1 },
      },
      'POST /user/follow/luis': { status: 200, body: { message: 'Has dejado de seguir a luis' } },
    });
    const { user } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: '3 Seguidores' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seguidores' });
    await user.click(await within(dialog).findByRole('button', { name: 'Dejar de seguir a luis' }));
    expect(await within(dialog).findByRole('button', { name: 'Seguir a luis' })).toBeInTheDocument();
  });

  it('pages through long follow lists', async () => {
    signInAs('ana');
    const row = (n: number) => ({ username: `fan${n}`, profileImage: 'pic-01.webp', lvl: 1, isFollowing: false });
    const total = 60;
    const api = fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/ana': { status: 200, body: profileOf('ana', { followers: total }) },
      'GET /user/followers/ana': ({ params }) => {
        const offset = Number(params.offset);
        const count = Math.min(Number(params.limit), total - offset);
        return { status: 200, body: { users: Array.from({ length: count }, (_, i) => row(offset + i)), total } };
      },
    });
    const { user } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: '60 Seguidores' }));
    await user.click(await screen.findByRole('button', { name: 'Cargar más (50 de 60)' }));
    expect(await screen.findByRole('button', { name: 'Seguir a fan59' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(total);
    const pages = api.requests
      .filter((request) => request.url === '/user/followers/ana')
      .map((request) => request.params);
    expect(new Set(pages.map((page) => JSON.stringify(page)))).toEqual(
      new Set([JSON.stringify({ limit: 50, offset: 0 }), JSON.stringify({ limit: 50, offset: 50 })]),
    );
    expect(screen.queryByRole('button', { name: /Cargar más/ })).not.toBeInTheDocument();
  });

  it('reports a failed load and retries', async () => {
    signInAs('ana');
    let serverUp = false;
    fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/ana': () =>
        serverUp ? { status: 200, body: profileOf('ana') } : failure(500, 'INTERNAL', 'Error interno'),
    });
    const { user } = renderApp('/mi_perfil');
    expect(await screen.findByText('Error al obtener los datos del usuario. Intenta de nuevo.')).toBeInTheDocument();
    serverUp = true;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ana' })).toBeInTheDocument();
  });

  it('asks visitors without a profile to visit to log in', async () => {
    renderApp('/mi_perfil');
    expect(await screen.findByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
  });
});
