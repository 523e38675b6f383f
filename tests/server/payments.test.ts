import { afterAll, describe, expect, it } from 'vitest';
import { VPOINT_PACKS } from '../../src/core/catalogue/vpoint-packs';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced } from './helpers/ledger';
import { balanceOf, checkoutStatus as status, deliver, signedEvent, type Player } from './helpers/payments';

const checkout = (ctx: TestContext, who: Player | null, amount: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: who?.headers ?? {},
    payload: { amount },
  });
describeEachDb('payments through the sandbox', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('sells the 1 € pack: a TEST checkout page pays, the signed webhook credits 1,000 VPoints, /success can read it', async () => {
    const ana = await signedInPlayer(ctx(), 'pay_ana');
    const created = await checkout(ctx(), ana, 100);
    expect(created.statusCode, created.body).toBe(200);
    const { id, url } = created.json();
    expect(id).toMatch(/^cs_test_/);
    expect(url).toBe(`${ctx().config.publicUrl}/sandbox/checkout/${id}`);
    expect((await status(ctx(), ana, id)).json()).toEqual({
      id,
      kind: 'vpoints',
      status: 'open',
      vpoints: 1000,
      amount: 100,
    });

    const pageRes = await ctx().app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('TEST');
    expect(pageRes.body).toContain('1.000 VPoints');

    const paid = await ctx().app.inject({ method: 'POST', url: `/sandbox/checkout/${id}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${ctx().config.publicUrl}/success?session_id=${id}`);
    expect(await balanceOf(ctx(), ana)).toBe(1000);
    expect((await status(ctx(), ana, id)).json().status).toBe('paid');

    const cancelled = await checkout(ctx(), ana, 500);
    const cancel = await ctx().app.inject({ method: 'POST', url: `/sandbox/checkout/${cancelled.json().id}/cancel` });
    expect([cancel.statusCode, cancel.headers.location]).toEqual([303, `${ctx().config.publicUrl}/cancel`]);
    expect(await balanceOf(ctx(), ana)).toBe(1000);
  });

  it('credits a paid session once under five concurrent deliveries of its event', async () => {
    const bea = await signedInPlayer(ctx(), 'pay_bea');
    const { id } = (await checkout(ctx(), bea, 1000)).json();
    const session = { id, object: 'checkout.session', payment_status: 'paid', status: 'complete' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(ctx(), signedEvent(ctx(), session))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(ctx(), bea)).toBe(14_000);
    expect(
      (await deliver(ctx(), signedEvent(ctx(), session, { type: 'checkout.session.async_payment_succeeded' })))
        .statusCode,
    ).toBe(200);
    expect(await balanceOf(ctx(), bea)).toBe(14_000);
  });

  it('credits nothing for unsigned, forged or replayed events, unpaid sessions and sessions it never sold', async () => {
    const cai = await signedInPlayer(ctx(), 'pay_cai');
    const { id } = (await checkout(ctx(), cai, 100)).json();
    const paid = { id, object: 'checkout.session', payment_status: 'paid' };
    const unsigned = await deliver(ctx(), { payload: signedEvent(ctx(), paid).payload });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([400, 'WEBHOOK_SIGNATURE_INVALID']);
    const forged = await deliver(ctx(), signedEvent(ctx(), paid, { secret: 'whsec_not_ours' }));
    expect(forged.statusCode).toBe(400);
    const replayed = await deliver(
      ctx(),
      signedEvent(ctx(), paid, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
    );
    expect(replayed.statusCode).toBe(400);
    const tampered = signedEvent(ctx(), { ...paid, id: 'cs_other' });
    expect((await deliver(ctx(), { ...tampered, payload: tampered.payload.replace('cs_other', id) })).statusCode).toBe(
      400,
    );
    expect((await deliver(ctx(), signedEvent(ctx(), { ...paid, payment_status: 'unpaid' }))).statusCode).toBe(200);
    expect((await deliver(ctx(), signedEvent(ctx(), { ...paid, id: 'cs_never_sold' }))).statusCode).toBe(200);
    expect(await balanceOf(ctx(), cai)).toBe(0);
    expect((await status(ctx(), cai, id)).json().status).toBe('open');
  });

  describe('bad requests', () => {
    it('sells only the six packs, only to players, and shows a session only to its buyer', async () => {
      const dan = await signedInPlayer(ctx(), 'pay_dan');
      for (const amount of [0, -100, 99, 150, 1.5, '100', null, 10 ** 12]) {
        expect((await checkout(ctx(), dan, amount)).statusCode, String(amount)).toBe(400);
      }
      expect((await checkout(ctx(), dan, 99)).json().code).toBe('PACK_UNKNOWN');
      expect((await checkout(ctx(), null, 100)).statusCode).toBe(401);
      for (const pack of VPOINT_PACKS) expect((await checkout(ctx(), dan, pack.amount)).statusCode).toBe(200);
      const eva = await signedInPlayer(ctx(), 'pay_eva');
      const { id } = (await checkout(ctx(), dan, 100)).json();
      expect((await status(ctx(), eva, id)).json().code).toBe('CHECKOUT_SESSION_NOT_FOUND');
      expect(await balanceOf(ctx(), dan)).toBe(0);
    });
  });
});
