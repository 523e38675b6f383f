import { screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { toApiError } from '@src/api/errors';
import { getUserData } from '@src/api/user';
import i18n from '@src/i18n';
import { sessionStore } from '@src/state/session';
import { dailyToday } from './helpers/daily';
import { failure, fakeApi } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp, signInAs } from './helpers/render-app';

/** /user/data answers TOKEN_INVALID (with the server's text in the request's language); /login can render. */
function serverRejectsTheToken(text: string) {
  fakeApi({
    ...dailyToday(),
    ...questBoard(),
    'GET /user/data': failure(401, 'TOKEN_INVALID', text),
    'GET /auth/config': { status: 200, body: { googleClientId: null } },
  });
}

describe('API client', () => {
  it('sends the bearer token and the interface language', async () => {
    signInAs('ana');
    await i18n.changeLanguage('en');
    const api = fakeApi({ ...dailyToday(), 'GET /user/data': { status: 200, body: {} } });
    await getUserData();
    expect(api.requests[0].headers).toMatchObject({ Authorization: 'Bearer token-of-ana', 'Accept-Language': 'en' });
  });

  it("on 'Token inválido o expirado' clears local storage and the session, and sends the player to /login", async () => {
    signInAs('ana');
    localStorage.setItem('mapa', '3');
    localStorage.setItem('language', 'es');
    serverRejectsTheToken('Token inválido o expirado');
    const { expectPath } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await expectPath('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('mapa')).toBeNull();
    expect(localStorage.getItem('language')).toBe('es');
    expect(sessionStore.getState().token).toBeNull();
    // The expiry is not reported as a data error on the way out.
    expect(screen.queryByText('Error al obtener los datos del usuario. Intenta de nuevo.')).not.toBeInTheDocument();
  });

  /** A session token shaped like the server's (only its `exp` matters to the client). */
  const tokenExpiringIn = (seconds: number) => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    return `${part({ alg: 'HS256' })}.${part({ sub: '7', tv: 0, exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;
  };

  it.each([
    [
      'still valid (the password was changed elsewhere)',
      3600,
      'Tu sesión se cerró porque la contraseña cambió. Inicia sesión de nuevo.',
    ],
    ['past its expiry', -60, 'Tu sesión ha caducado. Inicia sesión de nuevo.'],
  ])('says on /login why the session ended when the rejected token was %s', async (_, expiresIn, message) => {
    signInAs('ana', { token: tokenExpiringIn(expiresIn) });
    serverRejectsTheToken('Token inválido o expirado');
    const { expectPath } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Iniciar Sesión' })).toBeInTheDocument();
    await expectPath('/login');
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('says it in English too, and shows nothing on an ordinary visit to /login', async () => {
    await i18n.changeLanguage('en');
    signInAs('ana', { token: tokenExpiringIn(3600) });
    serverRejectsTheToken('Invalid or expired token');
    const { navigate } = renderApp('/');
    expect(
      await screen.findByText('Your session was closed because the password was changed. Please log in again.'),
    ).toBeInTheDocument();
    await navigate('/register');
    await screen.findByRole('heading', { name: 'Sign up' });
    await navigate('/login');
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByText(/Your session/)).not.toBeInTheDocument();
  });

  it('keeps the session on other errors', async () => {
    signInAs('ana');
    fakeApi({ ...dailyToday(), ...questBoard(), 'GET /user/data': failure(500, 'INTERNAL', 'Error interno') });
    const { expectPath } = renderApp('/');
    expect(await screen.findByText('Error al obtener los datos del usuario. Intenta de nuevo.')).toBeInTheDocument();
    await expectPath('/');
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
