import { SignJWT, UnsecuredJWT } from 'jose';
import { expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { bearer, signedInPlayer } from './helpers/accounts';

describeEachDb('session tokens', (ctx) => {
  const getData = (headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url: '/user/data', headers });
  const sign = (claims: Record<string, unknown>, alg: 'HS256' | 'HS512' = 'HS256') =>
    new SignJWT(claims).setProtectedHeader({ alg }).sign(new TextEncoder().encode(ctx().config.jwtSecret));

  it('answers a call without a token with TOKEN_MISSING', async () => {
    const res = await getData();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Error: No se encontró el token de autenticación.', code: 'TOKEN_MISSING' });
  });

  it('accepts a fresh token and carries the user in it', async () => {
    const player = await signedInPlayer(ctx());
    const res = await getData(player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().userName).toBe(player.username);
  });

  it('refuses garbage, other schemes, expired, re-signed and unsigned tokens with the spec message', async () => {
    const player = await signedInPlayer(ctx());
    const [, payload] = player.token.split('.');
    const { sub, tv } = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 60;
    const refused = [
      { authorization: 'Bearer not-a-token' },
      { authorization: `Basic ${player.token}` },
      { authorization: 'Bearer null' },
      bearer(await sign({ sub, tv, exp: past })),
      bearer(await sign({ sub, tv, exp: past + 3600 }, 'HS512')),
      bearer(new UnsecuredJWT({ sub, tv }).setExpirationTime('1h').encode()),
      bearer(await sign({ sub: '999999', tv: 0, exp: past + 3600 })),
      bearer(await sign({ sub, tv: tv + 1, exp: past + 3600 })),
    ];
    for (const headers of refused) {
      const res = await getData(headers);
      expect(res.statusCode, headers.authorization).toBe(401);
      expect(res.json()).toEqual({ error: 'Token inválido o expirado', code: 'TOKEN_INVALID' });
    }
  });

  it('refuses a token it has already accepted once that token expires, and once its password generation changes', async () => {
    const player = await signedInPlayer(ctx());
    const { sub, tv } = JSON.parse(Buffer.from(player.token.split('.')[1], 'base64url').toString());
    const shortLived = await new SignJWT({ tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(ctx().config.jwtSecret));
    expect((await getData(bearer(shortLived))).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await getData(bearer(shortLived))).json().code).toBe('TOKEN_INVALID');

    expect((await getData(player.headers)).statusCode).toBe(200);
    await ctx()
      .app.db.kysely.updateTable('users')
      .set({ token_version: tv + 1 })
      .where('id', '=', Number(sub))
      .execute();
    // Written past the server, so announced as its own changes are (on SQLite it keeps token versions and is the only
    // writer: lib/player-memory.ts; the real password change is in player-memory.test.ts).
    ctx().app.dataChanges.changed();
    expect((await getData(player.headers)).json().code).toBe('TOKEN_INVALID');
  });

  it('stops accepting a token once its account is deleted', async () => {
    const player = await signedInPlayer(ctx());
    await ctx().app.db.kysely.deleteFrom('users').where('username', '=', player.username).execute();
    expect((await getData(player.headers)).statusCode).toBe(401);
  });

  it('lets visitors through optional-auth calls but still refuses a bad token there', async () => {
    const player = await signedInPlayer(ctx());
    const url = `/user/mi_perfil/${player.username}`;
    expect((await ctx().app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await ctx().app.inject({ method: 'GET', url, headers: player.headers })).statusCode).toBe(200);
    const bad = await ctx().app.inject({ method: 'GET', url, headers: bearer('broken') });
    expect(bad.json().code).toBe('TOKEN_INVALID');
  });
});
