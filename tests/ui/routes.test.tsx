import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

/** Every route that needs a token (spec section 2). */
const tokenRoutes = [
  '/map_creator',
  '/map_creator/event_creator',
  '/map_creator/event_creator_new',
  '/item_creator',
  '/shop',
  '/money_shop',
  '/gatcha',
  '/closet',
  '/custom_skin',
];

describe('routes', () => {
  it.each(tokenRoutes)('sends visitors from %s to /login', async (path) => {
    fakeApi({ 'GET /auth/config': { status: 200, body: { googleClientId: null } } });
    const { expectPath } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await expectPath('/login');
  });

  it.each([
    ['/cancel', 'Pago Cancelado'],
    ['/success', 'Inicia sesión para ver tu pago'],
  ])('lets visitors open %s, without the bottom bar', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
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
