import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@src/state/session';
import { failure, fakeApi } from './helpers/fake-api';
import { withSpending } from './helpers/spending';
import { renderApp, signInAs } from './helpers/render-app';

async function changePassword(current: string, next: string, confirm: string) {
  const app = renderApp('/acc_settings');
  await screen.findByRole('heading', { name: 'Ajustes de la cuenta' });
  await app.user.type(screen.getByLabelText('Contraseña actual'), current);
  await app.user.type(screen.getByLabelText('Nueva contraseña'), next);
  await app.user.type(screen.getByLabelText('Repite la nueva contraseña'), confirm);
  await app.user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  return app;
}

describe('account settings', () => {
  it('says the passwords do not match and sends nothing', async () => {
    signInAs('ana');
    const api = fakeApi(withSpending({}));
    await changePassword('old-password', 'new-password-1', 'new-password-2');
    expect(screen.getByLabelText('Repite la nueva contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden',
    );
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('stores the fresh token after a change', async () => {
    signInAs('ana');
    const api = fakeApi(
      withSpending({ 'PUT /user/change_password': { status: 200, body: { message: 'ok', token: 'new-token' } } }),
    );
    await changePassword('old-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Contraseña cambiada con éxito')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
    expect(localStorage.getItem('token')).toBe('new-token');
  });

  it('reports a failed change with the reason', async () => {
    signInAs('ana');
    fakeApi(withSpending({ 'PUT /user/change_password': failure(400, 'WRONG_PASSWORD', 'Contraseña incorrecta') }));
    await changePassword('bad-password', 'new-password-1', 'new-password-1');
    expect(await screen.findByText('Error al cambiar la contraseña')).toBeInTheDocument();
    expect(screen.getByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-of-ana');
  });

  it('deletes the account after confirming with the password, then clears the session', async () => {
    signInAs('ana');
    const api = fakeApi(withSpending({ 'DELETE /user/account': { status: 200, body: { message: 'ok' } } }));
    const { user, expectPath } = renderApp('/acc_settings');
    await user.click(await screen.findByRole('button', { name: 'Borrar Cuenta' }));
    const confirm = screen.getByRole('button', { name: 'Borrar mi cuenta' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Tu contraseña'), 'my-password');
    await user.click(confirm);
    expect(await screen.findByText('Tu cuenta ha sido borrada.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ password: 'my-password' });
    await expectPath('/');
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('asks Google accounts for their username instead', async () => {
    signInAs('ana', { signInMethod: 'google' });
    const api = fakeApi(withSpending({ 'DELETE /user/account': { status: 200, body: { message: 'ok' } } }));
    const { user } = renderApp('/acc_settings');
    await user.click(await screen.findByRole('button', { name: 'Borrar Cuenta' }));
    await user.type(screen.getByLabelText('Escribe tu username (ana) para confirmar'), 'ana');
    await user.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    expect(await screen.findByText('Tu cuenta ha sido borrada.')).toBeInTheDocument();
    expect(api.requests.at(-1)!.body).toEqual({ confirmUsername: 'ana' });
  });

  it('switches to the username when the account turns out to have no password', async () => {
    signInAs('ana');
    fakeApi(
      withSpending({
        'DELETE /user/account': failure(
          400,
          'PASSWORD_NOT_SET',
          'Tu cuenta inicia sesión con Google y no tiene contraseña.',
          'password',
        ),
      }),
    );
    const { user } = renderApp('/acc_settings');
    await user.click(await screen.findByRole('button', { name: 'Borrar Cuenta' }));
    await user.type(screen.getByLabelText('Tu contraseña'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Borrar mi cuenta' }));
    expect(await screen.findByLabelText('Escribe tu username (ana) para confirmar')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(
      'Tu cuenta inicia sesión con Google y no tiene contraseña.',
    );
  });
});
