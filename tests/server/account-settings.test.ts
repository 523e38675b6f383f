import { expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { bearer, googleOnlyPlayer, login, signedInPlayer } from './helpers/accounts';

describeEachDb('password change and account deletion', (ctx) => {
  type Method = 'PUT' | 'DELETE' | 'GET' | 'POST';
  const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) =>
    ctx().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const changePassword = (headers: Record<string, string>, currentPassword: string, newPassword = 'brand-new-pass') =>
    call('PUT', '/user/change_password', headers, { currentPassword, newPassword });

  it('changes the password, ends older sessions and hands over a working token', async () => {
    const player = await signedInPlayer(ctx());
    const wrong = await changePassword(player.headers, 'not-my-password');
    expect([wrong.statusCode, wrong.json().code, wrong.json().field]).toEqual([
      400,
      'WRONG_PASSWORD',
      'currentPassword',
    ]);

    const res = await changePassword(player.headers, player.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Contraseña cambiada con éxito');

    expect((await call('GET', '/user/data', player.headers)).json().code).toBe('TOKEN_INVALID');
    expect((await call('GET', '/user/data', bearer(res.json().token))).statusCode).toBe(200);
    expect((await login(ctx().app, player)).statusCode).toBe(401);
    expect((await login(ctx().app, { email: player.email, password: 'brand-new-pass' })).statusCode).toBe(200);
  });

  it('deletes the account with its data once the password confirms it', async () => {
    const player = await signedInPlayer(ctx());
    const friend = await signedInPlayer(ctx());
    await call('POST', `/user/follow/${friend.username}`, player.headers);
    await call('POST', `/user/follow/${player.username}`, friend.headers);

    const wrong = await call('DELETE', '/user/account', player.headers, { password: 'not-my-password' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'WRONG_PASSWORD']);
    const missing = await call('DELETE', '/user/account', player.headers, {});
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'PASSWORD_REQUIRED']);

    const res = await call('DELETE', '/user/account', player.headers, { password: player.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Tu cuenta y tus datos se han eliminado.');

    expect((await call('GET', '/user/data', player.headers)).json().code).toBe('TOKEN_INVALID');
    expect((await login(ctx().app, player)).statusCode).toBe(401);
    expect((await call('GET', `/user/mi_perfil/${player.username}`, {})).statusCode).toBe(404);
    const friendProfile = (await call('GET', `/user/mi_perfil/${friend.username}`, {})).json();
    expect([friendProfile.followers, friendProfile.following]).toEqual([0, 0]);
    const db = ctx().app.db.kysely;
    const orphans = await db
      .selectFrom('email_tokens')
      .select('id')
      .where('user_id', 'not in', db.selectFrom('users').select('id'))
      .execute();
    expect(orphans).toEqual([]);
  });

  it('asks a Google-only account to type its username instead of a password', async () => {
    const { headers } = await googleOnlyPlayer(ctx(), 'OnlyGoogle');
    const change = await changePassword(headers, 'anything');
    expect([change.statusCode, change.json().code]).toEqual([400, 'PASSWORD_NOT_SET']);
    const mismatch = await call('DELETE', '/user/account', headers, { confirmUsername: 'someone' });
    expect([mismatch.statusCode, mismatch.json().code]).toEqual([400, 'CONFIRMATION_MISMATCH']);
    expect((await call('DELETE', '/user/account', headers, { confirmUsername: 'OnlyGoogle' })).statusCode).toBe(200);
    expect((await call('GET', '/user/data', headers)).statusCode).toBe(401);
  });
});
