import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dailyToday } from './helpers/daily';
import { failure, fakeApi } from './helpers/fake-api';
import { renderApp } from './helpers/render-app';

async function openRegister() {
  const app = renderApp('/register');
  await screen.findByRole('heading', { name: 'Registrarse' });
  return app;
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: { email?: string; username?: string; password?: string },
) {
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.username) await user.type(screen.getByLabelText('Username'), values.username);
  if (values.password) await user.type(screen.getByLabelText('Contraseña'), values.password);
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('register screen', () => {
  it('shows the spec messages beside each empty field and sends nothing', async () => {
    const api = fakeApi(dailyToday());
    const { user } = await openRegister();
    await fill(user, {});
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('El email es obligatorio.');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('El username es obligatorio.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription(
      'Al menos 8 caracteres. La contraseña es obligatoria.',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.requests).toEqual([]);
  });

  it('asks for 8 characters of password', async () => {
    const api = fakeApi(dailyToday());
    const { user } = await openRegister();
    await fill(user, { email: 'ana@example.com', username: 'ana', password: 'short' });
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  it('places a server error that names a field beside that field', async () => {
    fakeApi({
      ...dailyToday(),
      'POST /auth/register': failure(409, 'EMAIL_TAKEN', 'El email ya está registrado.', 'email'),
    });
    const { user } = await openRegister();
    await fill(user, { email: 'ana@example.com', username: 'ana', password: 'longenough' });
    expect(await screen.findByText('Ya existe una cuenta con ese email.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Ya existe una cuenta con ese email.');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  });

  it('places a server error whose text mentions a field beside it', async () => {
    fakeApi({ ...dailyToday(), 'POST /auth/register': failure(409, 'CONFLICT', 'That username is reserved') });
    const { user } = await openRegister();
    await fill(user, { email: 'ana@example.com', username: 'admin', password: 'longenough' });
    expect(await screen.findByText('That username is reserved')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('That username is reserved');
  });

  it('shows the general message for other server errors', async () => {
    fakeApi({ ...dailyToday(), 'POST /auth/register': failure(429, 'RATE_LIMITED', 'Demasiados intentos.') });
    const { user } = await openRegister();
    await fill(user, { email: 'ana@example.com', username: 'ana', password: 'longenough' });
    expect(await screen.findByText('Error en el registro. Inténtalo nuevamente.')).toBeInTheDocument();
  });

  it('sends the trimmed form, then shows the success message on the main menu', async () => {
    const api = fakeApi({ ...dailyToday(), 'POST /auth/register': { status: 201, body: { message: 'ok' } } });
    const { user, expectPath } = await openRegister();
    await fill(user, { email: '  ana@example.com ', username: 'ana', password: 'longenough' });
    expect(
      await screen.findByText('Registro exitoso! Por favor verifica tu correo electrónico para activar tu cuenta.'),
    ).toBeInTheDocument();
    await expectPath('/');
    expect(api.requests[0].body).toEqual({ email: 'ana@example.com', username: 'ana', password: 'longenough' });
    expect(
      await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: 'Vacation Survival' }),
    ).toBeInTheDocument();
  });
});
