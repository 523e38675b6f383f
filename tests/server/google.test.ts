import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { newAccount, register } from './helpers/accounts';
import type { AppDeps } from '../../server/app';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const KID = 'test-key-1';

/** A stand-in for Google: one RSA key published in a local key set, and a key nobody published. */
let google: CryptoKey;
let stranger: CryptoKey;
let keys: AppDeps['googleKeys'];

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  google = pair.privateKey;
  stranger = (await generateKeyPair('RS256')).privateKey;
  keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
});

let people = 0;
const person = (overrides: JWTPayload = {}): JWTPayload => {
  people += 1;
  return {
    sub: `10${people}2233445566`,
    email: `g${people}@gmail.com`,
    email_verified: true,
    name: `Gina Gómez ${people}`,
    ...overrides,
  };
};

function idToken(
  claims: JWTPayload,
  options: { key?: CryptoKey; audience?: string; issuer?: string; expires?: string | number } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '1h')
    .sign(options.key ?? google);
}

describeEachDb(
  'Google sign-in',
  (ctx) => {
    const signIn = (credential: string, extra: Record<string, string> = {}) =>
      ctx().app.inject({ method: 'POST', url: '/auth/google', payload: { credential, ...extra } });

    it('publishes the client id for the sign-in button', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: '/auth/config' })).json()).toEqual({
        googleClientId: CLIENT_ID,
      });
    });

    it('creates a verified account from the token, ignoring what the client claims, and signs it in again later', async () => {
      const claims = person({ name: 'Gina Gómez' });
      const first = await signIn(await idToken(claims), {
        email: 'attacker@evil.test',
        googleId: 'someone-else',
        name: 'Admin',
      });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        username: 'Gina_Gomez',
        points: 0,
        lvl: 1,
        newplayer: true,
        token: expect.any(String),
      });
      const row = await ctx()
        .app.db.kysely.selectFrom('users')
        .selectAll()
        .where('google_id', '=', claims.sub!)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: claims.email, email_verified: 1, password_hash: null });

      const again = await signIn(await idToken(claims));
      expect(again.json().username).toBe('Gina_Gomez');
      const data = await ctx().app.inject({
        method: 'GET',
        url: '/user/data',
        headers: { authorization: `Bearer ${again.json().token}` },
      });
      expect(data.json().userName).toBe('Gina_Gomez');
    });

    it('makes the username unique when the name is taken', async () => {
      const taken = newAccount();
      await register(ctx().app, taken);
      const res = await signIn(await idToken(person({ name: taken.username.toUpperCase() })));
      expect(res.statusCode).toBe(200);
      expect(res.json().username).not.toBe(taken.username.toUpperCase());
      expect(res.json().username).toMatch(new RegExp(`^${taken.username.toUpperCase()}\\d+$`));
    });

    it('links an existing account with the same email only when Google verified the address', async () => {
      const account = newAccount();
      await register(ctx().app, account);
      const unverified = await signIn(await idToken(person({ email: account.email, email_verified: false })));
      expect([unverified.statusCode, unverified.json().code]).toEqual([409, 'GOOGLE_EMAIL_UNVERIFIED']);

      const linked = await signIn(await idToken(person({ email: account.email.toUpperCase() })));
      expect(linked.statusCode).toBe(200);
      expect(linked.json().username).toBe(account.username);
      const row = await ctx()
        .app.db.kysely.selectFrom('users')
        .select(['google_id', 'email_verified'])
        .where('email', '=', account.email)
        .executeTakeFirstOrThrow();
      expect(row.google_id).not.toBeNull();
      expect(row.email_verified).toBe(1);
    });

    it('creates one account when the same person signs in twice at once', async () => {
      const claims = person();
      const results = await Promise.all([signIn(await idToken(claims)), signIn(await idToken(claims))]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(results[0].json().username).toBe(results[1].json().username);
    });

    it('refuses forged, foreign, expired and unsigned credentials', async () => {
      const claims = person();
      const valid = await idToken(claims);
      const [header, payload, signature] = valid.split('.');
      const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forgedPayload = Buffer.from(JSON.stringify({ ...decoded, sub: 'victim' })).toString('base64url');
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const refused: Record<string, string> = {
        'alg none': new UnsecuredJWT({ ...claims, iss: 'https://accounts.google.com', aud: CLIENT_ID })
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
        'alg none with a kid': `${noneHeader}.${payload}.`,
        'wrong audience': await idToken(claims, { audience: 'someone-else.apps.googleusercontent.com' }),
        'wrong issuer': await idToken(claims, { issuer: 'https://evil.example.com' }),
        expired: await idToken(claims, { expires: Math.floor(Date.now() / 1000) - 60 }),
        'tampered payload': `${header}.${forgedPayload}.${signature}`,
        'tampered signature': `${header}.${payload}.${signature.slice(0, -4)}AAAA`,
        'unknown signing key': await idToken(claims, { key: stranger }),
        'bare claims object': JSON.stringify({ ...claims, aud: CLIENT_ID, iss: 'accounts.google.com' }),
        'no subject': await idToken({ email: 'x@gmail.com', email_verified: true }),
      };
      for (const [label, credential] of Object.entries(refused)) {
        const res = await signIn(credential);
        expect(res.statusCode, label).toBe(401);
        expect(res.json(), label).toEqual({
          error: 'La credencial de Google no es válida.',
          code: 'GOOGLE_TOKEN_INVALID',
        });
      }
      const created = await ctx()
        .app.db.kysely.selectFrom('users')
        .select('id')
        .where('google_id', '=', String(claims.sub))
        .execute();
      expect(created).toEqual([]);
    });
  },
  { env: { GOOGLE_CLIENT_ID: CLIENT_ID }, deps: () => ({ googleKeys: keys }) },
);
