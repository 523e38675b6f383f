import { expect, it } from 'vitest';
import { nowIso } from '../../server/db/dialect';
import { describeEachDb } from './helpers/app';
import { googleOnlyPlayer, login, mailsTo, newAccount, register, verificationLink } from './helpers/accounts';

describeEachDb('registration, e-mail verification and login', (ctx) => {
  const verify = (token: string) => ctx().app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });

  it('registers, mails a link, verifies it once and then signs in', async () => {
    const { app, config } = ctx();
    const account = newAccount('ana');
    const res = await register(app, { ...account, email: account.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Registro exitoso! Por favor verifica tu correo electrónico para activar tu cuenta.',
    });

    const [mail] = mailsTo(config.dataDir, account.email);
    expect(mail.subject).toBe('Activa tu cuenta de Vacation Survival');
    const link = await verificationLink(config.dataDir, account.email);
    expect(link.url).toBe(`${config.publicUrl}/verify-email?token=${link.token}`);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);

    const early = await login(app, account);
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');
    expect(early.json().error).toMatch(/correo/);

    const verified = await verify(link.token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().status).toBe('verified');
    const again = await verify(link.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VERIFY_TOKEN_USED');

    const session = await login(app, { email: account.email.toUpperCase(), password: account.password });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      username: account.username,
      token: expect.stringMatching(/^ey/),
      points: 0,
      lvl: 1,
      exp: 0,
      profile_image: 'pic-01.webp',
      banner: 'banner-01.webp',
      newplayer: true,
    });
  });

  it('stores the password as argon2id with the OWASP parameters', async () => {
    const account = newAccount();
    await register(ctx().app, account);
    const row = await ctx()
      .app.db.kysely.selectFrom('users')
      .select('password_hash')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('writes the mail in English when the request prefers English', async () => {
    const account = newAccount();
    const res = await register(ctx().app, account, { 'accept-language': 'en-US,en;q=0.8' });
    expect(res.json().message).toBe('Registration successful! Please verify your email to activate your account.');
    const [mail] = mailsTo(ctx().config.dataDir, account.email);
    expect(mail.subject).toBe('Activate your Vacation Survival account');
    expect(mail.body).toContain('Open this link to activate your account');
  });

  it('refuses a taken email or username whatever their case, naming the field', async () => {
    const account = newAccount();
    await register(ctx().app, account);
    const sameEmail = await register(ctx().app, { ...newAccount(), email: account.email.toUpperCase() });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({
      error: 'Ya existe una cuenta con ese email.',
      code: 'EMAIL_TAKEN',
      field: 'email',
    });
    const sameName = await register(ctx().app, { ...newAccount(), username: account.username.toUpperCase() });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().code).toBe('USERNAME_TAKEN');
    expect(sameName.json().error).toContain('username');
    expect(sameName.json().field).toBe('username');
  });

  it('lets exactly one of two simultaneous registrations of the same email through', async () => {
    const account = newAccount();
    const twin = { ...newAccount(), email: account.email };
    const results = await Promise.all([register(ctx().app, account), register(ctx().app, twin)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('EMAIL_TAKEN');
  });

  it('answers the validation messages of the spec by code', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: 'someone', password: 'long-enough' }, 'EMAIL_REQUIRED', 'El email es obligatorio.'],
      [{ email: 'a@b.co', password: 'long-enough' }, 'USERNAME_REQUIRED', 'El username es obligatorio.'],
      [{ email: 'a@b.co', username: 'someone' }, 'PASSWORD_REQUIRED', 'La contraseña es obligatoria.'],
      [
        { email: 'a@b.co', username: 'someone', password: 'short' },
        'PASSWORD_TOO_SHORT',
        'La contraseña debe tener al menos 8 caracteres.',
      ],
      [
        { email: 'not-an-email', username: 'someone', password: 'long-enough' },
        'EMAIL_INVALID',
        'El email no es válido.',
      ],
    ];
    for (const [payload, code, error] of cases) {
      const res = await ctx().app.inject({ method: 'POST', url: '/auth/register', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code, error });
    }
    const english = await ctx().app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: cases[3][0],
      headers: { 'accept-language': 'en' },
    });
    expect(english.json().error).toBe('The password must have at least 8 characters.');
  });

  it('tells an unknown, an expired and a used link apart', async () => {
    const unknown = await verify('A'.repeat(43));
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'VERIFY_TOKEN_INVALID']);

    const account = newAccount();
    await register(ctx().app, account);
    const { token } = await verificationLink(ctx().config.dataDir, account.email);
    await ctx()
      .app.db.kysely.updateTable('email_tokens')
      .set({ expires_at: nowIso(-1000) })
      .execute();
    const expired = await verify(token);
    expect([expired.statusCode, expired.json().code]).toEqual([410, 'VERIFY_TOKEN_EXPIRED']);
    expect((await login(ctx().app, account)).statusCode).toBe(403);
  });

  it('verifies once when the same link is opened twice at the same moment', async () => {
    const account = newAccount();
    await register(ctx().app, account);
    const { token } = await verificationLink(ctx().config.dataDir, account.email);
    const results = await Promise.all([verify(token), verify(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('resends a link only to unverified accounts, with the same answer for every address', async () => {
    const { app, config } = ctx();
    const pending = newAccount();
    const done = newAccount();
    await register(app, pending);
    await register(app, done);
    await verify((await verificationLink(config.dataDir, done.email)).token);

    const resend = (email: string) =>
      app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email } });
    const answers = await Promise.all([resend(pending.email), resend(done.email), resend('nobody@example.com')]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(answers[0].json());
    }
    const fresh = await verificationLink(config.dataDir, pending.email, 2);
    expect((await verify(fresh.token)).statusCode).toBe(200);
    expect(mailsTo(config.dataDir, done.email)).toHaveLength(1);
    expect(mailsTo(config.dataDir, 'nobody@example.com')).toHaveLength(0);
  });

  it('caps the verification mails one address can be sent', async () => {
    const resend = () =>
      ctx().app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email: 'flood@example.com' } });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(200);
    const capped = await resend();
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('RATE_LIMITED');
  });

  it('gives an unknown email, a wrong password and a Google-only account the same answer', async () => {
    const account = newAccount();
    await register(ctx().app, account);
    const googler = await googleOnlyPlayer(ctx(), 'googler');
    const answers = await Promise.all([
      login(ctx().app, { email: 'nobody@example.com', password: 'whatever-password' }),
      login(ctx().app, { email: account.email, password: 'wrong-password' }),
      login(ctx().app, { email: googler.email, password: 'whatever-password' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Email o contraseña incorrectos.', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('reports Google sign-in as not configured', async () => {
    const config = await ctx().app.inject({ method: 'GET', url: '/auth/config' });
    expect(config.json()).toEqual({ googleClientId: null });
    const google = await ctx().app.inject({
      method: 'POST',
      url: '/auth/google',
      payload: { credential: 'x'.repeat(40) },
    });
    expect([google.statusCode, google.json().code]).toEqual([404, 'GOOGLE_DISABLED']);
  });
});
