import { afterAll, describe, expect, it } from 'vitest';
import { mailsTo, signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced } from './helpers/ledger';
import { buyPack, checkoutPack, deliverEvent, setLimit, spendingOf, type Player } from './helpers/payments';

const receiptsOf = (ctx: TestContext, who: Player) =>
  mailsTo(ctx.config.dataDir, who.email).filter((mail) => /recibo|receipt/i.test(mail.subject));
const sessionsOf = async (ctx: TestContext, who: Player) =>
  ctx.app.db.kysely
    .selectFrom('checkout_sessions')
    .innerJoin('users', 'users.id', 'checkout_sessions.user_id')
    .select('checkout_sessions.id')
    .where('users.username', '=', who.username)
    .execute();

describeEachDb('receipts and the monthly spending limit', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  describe('receipts', () => {
    it('mails one receipt in the buyer’s language, with amount, VPoints, date and reference, whatever is redelivered', async () => {
      const ana = await signedInPlayer(ctx(), 'rcp_ana');
      const id = await buyPack(ctx(), ana, 1000, 'en');
      const session = { id, object: 'checkout.session', payment_status: 'paid', status: 'complete' };
      const again = await Promise.all(
        Array.from({ length: 5 }, () => deliverEvent(ctx(), 'checkout.session.completed', session)),
      );
      expect(again.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const receipts = receiptsOf(ctx(), ana);
      expect(receipts).toHaveLength(1);
      expect(receipts[0].subject).toBe('Your Vacation Survival receipt');
      expect(receipts[0].body).toContain('Amount: €10.00');
      expect(receipts[0].body).toContain('VPoints added: 14,000');
      expect(receipts[0].body).toContain(`Reference: ${id}`);
      expect(receipts[0].body).toMatch(new RegExp(`Date: .*${new Date().getUTCFullYear()}.* UTC`));
    });

    it('writes the receipt in Spanish for a Spanish buyer, and none for an unpaid session', async () => {
      const bea = await signedInPlayer(ctx(), 'rcp_bea');
      await buyPack(ctx(), bea, 100);
      const { id } = (await checkoutPack(ctx(), bea, 500)).json();
      await deliverEvent(ctx(), 'checkout.session.completed', {
        id,
        object: 'checkout.session',
        payment_status: 'unpaid',
      });
      const receipts = receiptsOf(ctx(), bea);
      expect(receipts.map((mail) => mail.subject)).toEqual(['Tu recibo de Vacation Survival']);
      expect(receipts[0].body).toMatch(/Importe: 1,00\s€/);
      expect(receipts[0].body).toContain('VPoints añadidos: 1.000');
    });
  });

  describe('the monthly spending limit', () => {
    it('has none by default; a limit refuses the checkout that would pass it, counting paid and open sessions', async () => {
      const cai = await signedInPlayer(ctx(), 'lim_cai');
      expect(await spendingOf(ctx(), cai)).toMatchObject({ limit: null, spent: 0, remaining: null, pending: null });
      await buyPack(ctx(), cai, 500);
      expect((await setLimit(ctx(), cai, 1500)).json()).toMatchObject({ limit: 1500, spent: 500, remaining: 1000 });
      expect((await checkoutPack(ctx(), cai, 500)).statusCode).toBe(200);
      const refused = await checkoutPack(ctx(), cai, 1000, 'en');
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'SPENDING_LIMIT_REACHED']);
      expect(refused.json().error).toMatch(/monthly spending limit/);
      expect((await checkoutPack(ctx(), cai, 500)).statusCode).toBe(200);
      expect(await spendingOf(ctx(), cai)).toMatchObject({ spent: 1500, remaining: 0 });
      expect((await checkoutPack(ctx(), cai, 100)).json().code).toBe('SPENDING_LIMIT_REACHED');
      expect(await sessionsOf(ctx(), cai)).toHaveLength(3);

      // An open session stops counting when it expires (an hour after it was opened), as it can no longer be paid.
      await ctx()
        .app.db.kysely.updateTable('checkout_sessions')
        .set({ created_at: new Date(Date.now() - 2 * 3600 * 1000).toISOString() })
        .where('status', '=', 'open')
        .where(
          'id',
          'in',
          (await sessionsOf(ctx(), cai)).map((s) => s.id),
        )
        .execute();
      expect(await spendingOf(ctx(), cai)).toMatchObject({ spent: 500, remaining: 1000 });
    });

    it('lowers at once; a raise or a removal waits 72 hours, and lowering again cancels it', async () => {
      const dan = await signedInPlayer(ctx(), 'lim_dan');
      expect((await setLimit(ctx(), dan, 2000)).json()).toMatchObject({ limit: 2000, pending: null });
      const raised = (await setLimit(ctx(), dan, 5000)).json();
      expect(raised).toMatchObject({ limit: 2000, pending: { limit: 5000 } });
      const wait = Date.parse(raised.pending.from) - Date.now();
      expect(wait).toBeGreaterThan(71.9 * 3600 * 1000);
      expect(wait).toBeLessThanOrEqual(72 * 3600 * 1000);
      expect((await checkoutPack(ctx(), dan, 5000)).json().code).toBe('SPENDING_LIMIT_REACHED');
      expect((await setLimit(ctx(), dan, 1000)).json()).toMatchObject({ limit: 1000, pending: null });
      expect((await setLimit(ctx(), dan, null)).json()).toMatchObject({ limit: 1000, pending: { limit: null } });

      // Once the cooling-off period is over, the removal is in force.
      await ctx()
        .app.db.kysely.updateTable('spending_limits')
        .set({ next_from: new Date(Date.now() - 1000).toISOString() })
        .where(
          'user_id',
          '=',
          (
            await ctx()
              .app.db.kysely.selectFrom('users')
              .select('id')
              .where('username', '=', dan.username)
              .executeTakeFirstOrThrow()
          ).id,
        )
        .execute();
      expect(await spendingOf(ctx(), dan)).toMatchObject({ limit: null, remaining: null, pending: null });
      expect((await checkoutPack(ctx(), dan, 5000)).statusCode).toBe(200);
    });

    it('a raise racing a lowering never undoes the lowering', async () => {
      const gus = await signedInPlayer(ctx(), 'lim_gus');
      await setLimit(ctx(), gus, 2000);
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all([
          ...Array.from({ length: 5 }, () => setLimit(ctx(), gus, 5000)),
          setLimit(ctx(), gus, 1000 - round * 100),
          ...Array.from({ length: 5 }, () => setLimit(ctx(), gus, 5000)),
        ]);
        expect(answers.map((res) => res.statusCode)).toEqual(Array(11).fill(200));
        expect((await spendingOf(ctx(), gus)).limit, `round ${round}`).toBe(1000 - round * 100);
      }
    });

    it('five checkouts at once with room for two: two open, three refused', async () => {
      const eva = await signedInPlayer(ctx(), 'lim_eva');
      await setLimit(ctx(), eva, 1000);
      const answers = await Promise.all(Array.from({ length: 5 }, () => checkoutPack(ctx(), eva, 500)));
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
      expect(await sessionsOf(ctx(), eva)).toHaveLength(2);
    });

    it('refuses limits that are not whole euros between 0 and 10.000 €', async () => {
      const fer = await signedInPlayer(ctx(), 'lim_fer');
      for (const bad of [150, -100, 1_000_100, 12.5, '1000', undefined]) {
        expect((await setLimit(ctx(), fer, bad)).statusCode, String(bad)).toBe(400);
      }
      expect((await ctx().app.inject({ method: 'GET', url: '/api/spending' })).statusCode).toBe(401);
      expect((await setLimit(ctx(), fer, 0)).json()).toMatchObject({ limit: 0, remaining: 0 });
      expect((await checkoutPack(ctx(), fer, 100)).json().code).toBe('SPENDING_LIMIT_REACHED');
    });
  });
});
