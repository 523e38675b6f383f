import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@src/state/session';
import { noCustomSkins } from './helpers/custom-skins';
import { failure, fakeApi, type Reply, type SeenRequest } from './helpers/fake-api';
import { browseMap, browsePage as page } from './helpers/browse-maps';
import { renderApp, signInAs } from './helpers/render-app';

// Screens arrive as lazy chunks; the first visit in a run compiles them.
configure({ asyncUtilTimeout: 5000 });

const queries = (requests: SeenRequest[]) =>
  requests.filter((request) => request.url === '/maps/all').map((request) => request.params);

/** A promise the test settles by hand, to look at the screen while a call is still on its way. */
function deferred<T>() {
  let settle!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}

async function openBrowser(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  const rendered = renderApp('/online');
  await screen.findByRole('heading', { level: 1, name: 'Modo Online' });
  return { api, ...rendered };
}

// Typing with user-event on a shared machine can outlast the default 5 s.
describe('online map browser', { timeout: 20_000 }, () => {
  it('shows each map with plays, likes, difficulty out of 10 and its creator', async () => {
    await openBrowser({ 'GET /maps/all': page([browseMap(3, 'Isla Tortuga')]) });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('heading', { name: 'Isla Tortuga' })).toBeInTheDocument();
    expect(within(card).getByText('Partidas: 31')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Me gusta Isla Tortuga (me gusta: 7)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card).getByRole('img', { name: 'Dificultad: 4 de 10' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Creado por luis' })).toHaveAttribute('href', '/mi_perfil');
  });

  it('asks the server for the search, the order and the page, never for every map', async () => {
    const maps = Array.from({ length: 12 }, (_, index) => browseMap(index + 1, `Mapa ${index + 1}`));
    const { api, user } = await openBrowser({ 'GET /maps/all': ({ params }) => page(maps, 30, Number(params.page)) });
    await screen.findAllByRole('article');
    expect(queries(api.requests).at(-1)).toEqual({ sort: 'likes', page: 1, limit: 12 });

    // Typing waits for a pause: quick successive changes send one request, for the last text.
    const search = screen.getByRole('searchbox', { name: 'Buscar mapas por nombre' });
    fireEvent.change(search, { target: { value: 'Tor' } });
    fireEvent.change(search, { target: { value: 'Tortuga' } });
    await waitFor(() =>
      expect(queries(api.requests).at(-1)).toEqual({ search: 'Tortuga', sort: 'likes', page: 1, limit: 12 }),
    );
    expect(queries(api.requests).filter((query) => query.search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('radio', { name: 'A-Z' }));
    await waitFor(() =>
      expect(queries(api.requests).at(-1)).toEqual({ search: 'Tortuga', sort: 'az', page: 1, limit: 12 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(queries(api.requests).at(-1)).toEqual({ search: 'Tortuga', sort: 'az', page: 2, limit: 12 }),
    );
    expect(await screen.findByText('Página 2 de 3')).toBeInTheDocument();
  });

  it('likes at once and keeps the count the server answers', async () => {
    signInAs('ana');
    const answer = deferred<Reply>();
    const { user } = await openBrowser({
      'GET /maps/all': page([browseMap(3, 'Isla Tortuga')]),
      'POST /maps/3/like': () => answer.promise,
    });
    const heart = await screen.findByRole('button', { name: /^Me gusta Isla Tortuga/ });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Me gusta Isla Tortuga (me gusta: 8)');
    answer.settle({ status: 200, body: { liked: true, likes: 9 } });
    await waitFor(() => expect(heart).toHaveAccessibleName('Me gusta Isla Tortuga (me gusta: 9)'));
  });

  it('rolls a failed like back and says so', async () => {
    signInAs('ana');
    const answer = deferred<Reply>();
    const { user } = await openBrowser({
      'GET /maps/all': page([browseMap(3, 'Isla Tortuga', { userHasLiked: true })]),
      'POST /maps/3/like': () => answer.promise,
    });
    const heart = await screen.findByRole('button', { name: /^Me gusta Isla Tortuga/ });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleName('Me gusta Isla Tortuga (me gusta: 6)');
    answer.settle(failure(500, 'INTERNAL', 'Error interno'));
    expect(await screen.findByText('Error al actualizar el like. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAccessibleName('Me gusta Isla Tortuga (me gusta: 7)');
  });

  it('sends visitors who try to like to /login', async () => {
    const { user, expectPath, api } = await openBrowser({
      'GET /maps/all': page([browseMap(3, 'Isla Tortuga')]),
      'GET /auth/config': { status: 200, body: { googleClientId: null } },
    });
    await user.click(await screen.findByRole('button', { name: /^Me gusta Isla Tortuga/ }));
    await expectPath('/login');
    expect(api.requests.some((request) => request.url.endsWith('/like'))).toBe(false);
  });

  it('stores the map as mapa and opens the game, which starts (and counts) the run', async () => {
    signInAs('ana');
    const { user, expectPath, api } = await openBrowser({
      'GET /maps/all': page([browseMap(3, 'Isla Tortuga')]),
      // The game screen starts a run on arrival; left pending, so the test only sees the navigation.
      'POST /play/play': () => new Promise<Reply>(() => undefined),
      'POST /play/getCharacter': () => new Promise<Reply>(() => undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Jugar Isla Tortuga' }));
    await expectPath('/play');
    expect(localStorage.getItem('mapa')).toBe('3');
    expect(api.requests.some((request) => request.url === '/maps/3/play')).toBe(false);
  });

  it("opens the creator's profile", async () => {
    const { user, expectPath } = await openBrowser({
      'GET /maps/all': page([browseMap(3, 'Isla Tortuga')]),
      'GET /user/mi_perfil/luis': () => new Promise<Reply>(() => undefined),
    });
    await user.click(await screen.findByRole('link', { name: 'Creado por luis' }));
    expect(sessionStore.getState().usernameToVisit).toBe('luis');
    await expectPath('/mi_perfil');
  });

  it("plays a map from its creator's profile the same way", async () => {
    sessionStore.getState().update({ usernameToVisit: 'luis' });
    const profile = {
      userId: 2,
      userName: 'luis',
      followers: 0,
      following: 0,
      banner: 'banner-01.webp',
      profileImage: 'pic-02.webp',
      lvl: 3,
      exp: 10,
      vacationPoints: 0,
      isFollowing: false,
    };
    const mapOfLuis = {
      mapid: 3,
      name: 'Isla Tortuga',
      description: '',
      mapImage: null,
      likes: 1,
      num_players: 4,
      difficulty: 2,
    };
    const api = fakeApi({
      ...noCustomSkins,
      'GET /user/mi_perfil/luis': { status: 200, body: { ...profile, maps: [mapOfLuis] } },
      'POST /play/play': () => new Promise<Reply>(() => undefined),
      'POST /play/getCharacter': () => new Promise<Reply>(() => undefined),
    });
    const { user, expectPath } = renderApp('/mi_perfil');
    await user.click(await screen.findByRole('button', { name: 'Jugar Isla Tortuga' }));
    await expectPath('/play');
    expect(localStorage.getItem('mapa')).toBe('3');
    expect(api.requests.some((request) => request.url === '/maps/3/play')).toBe(false);
  });

  it("says 'No se encontraron mapas', or 'No maps found' in English", async () => {
    const { user } = await openBrowser({ 'GET /maps/all': page([]) });
    expect(await screen.findByText('No se encontraron mapas')).toBeInTheDocument();
    // Nobody has published yet: the way forward is to make the first island.
    expect(screen.getByRole('link', { name: 'Crea la primera isla' })).toHaveAttribute('href', '/map_creator');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('No maps found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build the first island' })).toBeInTheDocument();
  });

  it('shows placeholder cards while loading and a retry when the list fails', async () => {
    const answer = deferred<Reply>();
    let calls = 0;
    const { user } = await openBrowser({
      'GET /maps/all': () => (++calls <= 2 ? answer.promise : page([browseMap(3, 'Isla Tortuga')])),
    });
    expect(screen.getByText('Cargando mapas…').closest('[role="status"]')).toBeInTheDocument();
    answer.settle(failure(500, 'INTERNAL', 'Error interno'));
    await user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Isla Tortuga' })).toBeInTheDocument();
  });
});
