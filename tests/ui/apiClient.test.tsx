import { screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { toApiError } from '@src/api/errors';
import { getUserData } from '@src/api/user';
import i18n from '@src/i18n';
import { sessionStore } from '@src/state/session';
import { failure, fakeApi } from './helpers/fakeApi';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/renderApp';

describe('API client', () => {
  it('sends the bearer token and the interface language', async () => {
    signInAs('ana');
    await i18n.changeLanguage('en');
    const api = fakeApi({ 'GET /user/data': { status: 200, body: {} } });
    await getUserData();
    expect(api.requests[0].headers).toMatchObject({ Authorization: 'Bearer token-of-ana', 'Accept-Language': 'en' });
  });

  it("on 'Token inválido o expirado' clears local storage and the session, and sends the player to /login", async () => {
    signInAs('ana');
    localStorage.setItem('mapa', '3');
    localStorage.setItem('language', 'es');
    fakeApi({
      ...questBoard(),
      'GET /user/data': failure(401, 'TOKEN_INVALID', 'Token inválido o expirado'),
      'GET /auth/config': { status: 200, body: { googleClientId: null } },
    });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('mapa')).toBeNull();
    expect(localStorage.getItem('language')).toBe('es');
    expect(sessionStore.getState().token).toBeNull();
    // The expiry is not reported as a data error on the way out.
    expect(screen.queryByText('Error al obtener los datos del usuario. Intenta de nuevo.')).not.toBeInTheDocument();
  });

  it('keeps the session on other errors', async () => {
    signInAs('ana');
    fakeApi({ ...questBoard(), 'GET /user/data': failure(500, 'INTERNAL', 'Error interno') });
    const { router } = renderApp('/');
    expect(await screen.findByText('Error al obtener los datos del usuario. Intenta de nuevo.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('token-of-ana');
  });
});

describe('toApiError', () => {
  it('translates known codes, keeps the field, and falls back to the server text', () => {
    const response = (body: unknown) =>
      new AxiosError('failed', AxiosError.ERR_BAD_REQUEST, undefined, null, {
        data: body,
        status: 409,
        statusText: '',
        headers: {},
        config: {} as never,
      });
    expect(toApiError(response({ error: 'x', code: 'USERNAME_TAKEN', field: 'username' }))).toEqual({
      code: 'USERNAME_TAKEN',
      field: 'username',
      message: 'Ese username ya está en uso.',
    });
    expect(toApiError(response({ error: 'Texto del servidor', code: 'SOMETHING_NEW' })).message).toBe(
      'Texto del servidor',
    );
  });

  it('names network failures and anything else', () => {
    expect(toApiError(new AxiosError('offline', AxiosError.ERR_NETWORK))).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(toApiError(new Error('boom'))).toMatchObject({
      code: 'UNKNOWN_ERROR',
      message: 'Algo salió mal. Inténtalo de nuevo.',
    });
  });
});
