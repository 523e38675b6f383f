import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionResponse } from '@src/contract/auth';
import { sessionStore } from '@src/state/session';
import { dailyToday } from './helpers/daily';
import { failure, fakeApi } from './helpers/fake-api';
import { questBoard } from './helpers/quests';
import { renderApp } from './helpers/render-app';

const noGoogle = { 'GET /auth/config': { status: 200, body: { googleClientId: null } } };

const session: SessionResponse = {
  username: 'ana',
  token: 'fresh-token',
  points: 300,
  lvl: 3,
  exp: 40,
  profile_image: 'pic-02.webp',
  banner: 'banner-03.webp',
  newplayer: true,
};

async function logIn(email: string, password: string) {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Iniciar Sesión' });
  await app.user.type(screen.getByLabelText('Email'), email);
  await app.user.type(screen.getByLabelText('Contraseña'), password);
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  return app;
}

describe('login screen', () => {
  it('explains a failure with the spec prefix and the translated reason, in an alert', async () => {
    fakeApi({
      ...dailyToday(),
      ...noGoogle,
      'POST /auth/login': failure(401, 'INVALID_CREDENTIALS', 'Credenciales inválidas'),
    });
    await logIn('ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error en el inicio de sesión: Email o contraseña incorrectos.',
    );
  });

  it("uses the server's text for codes it does not know", async () => {
    fakeApi({ ...dailyToday(), ...noGoogle, 'POST /auth/login': failure(403, 'ACCOUNT_LOCKED', 'Cuenta bloqueada') });
    await logIn('ana@example.com', 'whatever1');
    expect(await screen.findByText('Error en el inicio de sesión: Cuenta bloqueada')).toBeInTheDocument();
  });

  it('offers a new verification mail when the e-mail is not verified', async () => {
    const api = fakeApi({
      ...dailyToday(),
      ...noGoogle,
      'POST /auth/login': failure(403, 'EMAIL_NOT_VERIFIED', 'Email no verificado'),
      'POST /auth/resend-verification': { status: 200, body: { message: 'ok' } },
    });
    const { user } = await logIn('ana@example.com', 'longenough');
    await user.click(await screen.findByRole('button', { name: 'Reenviar correo de verificación' }));
    expect(await screen.findByText(/Te hemos enviado un nuevo correo de verificación/)).toBeInTheDocument();
    expect(api.requests.find((request) => request.url === '/auth/resend-verification')?.body).toEqual({
      email: 'ana@example.com',
    });
  });

  it('stores the session with character 1 and goes to the main menu, without sending a token', async () => {
    localStorage.setItem('selectedCharacter', '4');
    const api = fakeApi({
      ...dailyToday(),
      ...noGoogle,
      ...questBoard(),
      'POST /auth/login': { status: 200, body: session },
      'GET /user/data': {
        status: 200,
        body: {
          userName: 'ana',
          vpoints: 300,
          lvl: 3,
          exp: 40,
          profilePic: 'pic-02.webp',
          banner: 'banner-03.webp',
          newplayer: true,
        },
      },
    });
    const { expectPath } = await logIn('ana@example.com', 'longenough');
    expect(await screen.findByRole('button', { name: /ana/ })).toBeInTheDocument();
    await expectPath('/');
    expect(localStorage.getItem('token')).toBe('fresh-token');
    expect(localStorage.getItem('userName')).toBe('ana');
    expect(localStorage.getItem('selectedCharacter')).toBe('1');
    expect(sessionStore.getState()).toMatchObject({
      vpoints: 300,
      lvl: 3,
      exp: 40,
      profilePic: 'pic-02.webp',
      newplayer: true,
    });
    const loginCall = api.requests.find((request) => request.url === '/auth/login');
    expect(loginCall?.headers.Authorization).toBeUndefined();
    expect(loginCall?.body).toEqual({ email: 'ana@example.com', password: 'longenough' });
  });

  it('shows no Google button when the server has no client id', async () => {
    fakeApi({ ...dailyToday(), ...noGoogle });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Iniciar Sesión' });
    expect(screen.queryByText('o')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toHaveAttribute('href', '/register');
  });
});
