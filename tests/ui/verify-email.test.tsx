import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

describe('verify e-mail screen', () => {
  it('verifies the token once and links to the login', async () => {
    const api = fakeApi({ 'POST /auth/verify-email': { status: 200, body: { message: 'ok', status: 'verified' } } });
    renderApp('/verify-email?token=good-token');
    expect(await screen.findByText('¡Tu correo está verificado! Ya puedes iniciar sesión.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    expect(api.requests.map((request) => request.body)).toEqual([{ token: 'good-token' }]);
  });

  it('offers a new mail for an expired link', async () => {
    const api = fakeApi({
      'POST /auth/verify-email': failure(400, 'VERIFY_TOKEN_EXPIRED', 'Caducado'),
      'POST /auth/resend-verification': { status: 200, body: { message: 'ok' } },
    });
    const { user } = renderApp('/verify-email?token=old-token');
    expect(await screen.findByText('Este enlace de verificación ha caducado. Pide uno nuevo:')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Reenviar correo de verificación' }));
    expect(await screen.findByText(/Te hemos enviado un nuevo correo/)).toBeInTheDocument();
    expect(api.requests[1].body).toEqual({ email: 'ana@example.com' });
  });

  it('tells a used link apart from an invalid one', async () => {
    fakeApi({ 'POST /auth/verify-email': failure(400, 'VERIFY_TOKEN_USED', 'Usado') });
    renderApp('/verify-email?token=used-token');
    expect(await screen.findByText('Este enlace ya se usó: tu correo ya está verificado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' })).toBeInTheDocument();
  });

  it('calls a missing token invalid without asking the server', async () => {
    const api = fakeApi({});
    renderApp('/verify-email');
    expect(await screen.findByText('Este enlace de verificación no es válido.')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
