import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './helpers/fakeApi';
import { renderApp, signInAs } from './helpers/renderApp';

const tokenRoutes = [
  ['/map_creator', 'Creador de Mapas'],
  ['/map_creator/event_creator', 'Creador de Eventos'],
  ['/map_creator/event_creator_new', 'Editor de eventos'],
  ['/item_creator', 'Creador de Objetos'],
  ['/shop', 'Tienda de personajes'],
  ['/money_shop', 'Tienda de VPoints'],
  ['/gatcha', 'Gacha'],
  ['/closet', 'Armario'],
  ['/custom_skin', 'Skin personalizada'],
] as const;

const openUpcomingRoutes = [
  ['/history', 'Modo Historia'],
  ['/play', 'Partida'],
  ['/online', 'Modo Online'],
  ['/cancel', 'Pago cancelado'],
  ['/success', 'Pago completado'],
] as const;

describe('routes', () => {
  it.each(tokenRoutes)('sends visitors from %s to /login', async (path) => {
    fakeApi({ 'GET /auth/config': { status: 200, body: { googleClientId: null } } });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(tokenRoutes)('shows signed-in players the %s section inside the layout', async (path, section) => {
    signInAs('ana');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'En construcción' })).toBeInTheDocument();
    expect(screen.getByText(section)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it.each(openUpcomingRoutes)('lets visitors see %s', async (path, section) => {
    renderApp(path);
    expect(await screen.findByText(section)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'En construcción' })).toBeInTheDocument();
  });

  it('hides the bottom bar on the game and payment pages only', async () => {
    renderApp('/play');
    await screen.findByText('Partida');
    expect(screen.queryByRole('navigation', { name: 'Navegación' })).not.toBeInTheDocument();
  });

  it("shows 'Página no encontrada' with a way home for unknown paths", async () => {
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Navegación' })).toBeInTheDocument();
  });

  it('switches the language from the bottom bar and remembers it', async () => {
    const { user } = renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'Página no encontrada' });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
