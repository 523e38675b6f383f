import { expect, it } from 'vitest';
import { describeEachDb } from './helpers/app';
import { login, signedInPlayer } from './helpers/accounts';

const FAILURES_ALLOWED = 3;
const PER_IP = 12;

describeEachDb(
  'login rate limits',
  (ctx) => {
    it(`locks an account for 15 minutes after ${FAILURES_ALLOWED} failed logins, even for the right password`, async () => {
      const victim = await signedInPlayer(ctx());
      const bystander = await signedInPlayer(ctx());
      for (let i = 0; i < FAILURES_ALLOWED; i++) {
        expect(
          (await login(ctx().app, { email: victim.email, password: 'guess-number-' + i }, '10.0.0.1')).statusCode,
        ).toBe(401);
      }
      const locked = await login(ctx().app, victim, '10.0.0.2');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
        code: 'RATE_LIMITED',
      });
      expect((await login(ctx().app, bystander, '10.0.0.1')).statusCode).toBe(200);
    });

    it('forgets earlier failures after a successful login', async () => {
      const player = await signedInPlayer(ctx());
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < FAILURES_ALLOWED - 1; i++) {
          await login(ctx().app, { email: player.email, password: 'wrong-password' }, '10.0.1.1');
        }
        expect((await login(ctx().app, player, '10.0.1.1')).statusCode).toBe(200);
      }
    });

    it(`caps one address at ${PER_IP} calls to /auth/login per 15 minutes`, async () => {
      const answers = [];
      for (let i = 0; i <= PER_IP; i++) {
        answers.push(await login(ctx().app, { email: `spray${i}@example.com`, password: 'whatever-pass' }, '10.0.9.9'));
      }
      expect(answers.slice(0, PER_IP).every((res) => res.statusCode === 401)).toBe(true);
      const capped = answers[PER_IP];
      expect([capped.statusCode, capped.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await login(ctx().app, { email: 'spray@example.com', password: 'whatever-pass' }, '10.0.9.8')).statusCode,
      ).toBe(401);
    });
  },
  { env: { LOGIN_RATE_LIMIT: String(FAILURES_ALLOWED), AUTH_RATE_LIMIT: String(PER_IP) } },
);
