import { afterAll, expect, it } from 'vitest';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced } from './helpers/ledger';
import {
  buyPack,
  checkoutPack,
  deliverEvent,
  disputeOnSandbox,
  refundOnSandbox,
  spendingOf,
  walletOf,
  type Player,
} from './helpers/payments';

const ledgerOf = async (ctx: TestContext, who: Player) =>
  ctx.app.db.kysely
    .selectFrom('vpoint_ledger')
    .select(['reason', 'delta'])
    .where('user_id', '=', (await walletOf(ctx, who)).id)
    .orderBy('id')
    .execute();
const buyCharacter = (ctx: TestContext, who: Player, characterId: number) =>
  ctx.app.inject({ method: 'POST', url: '/characters/shop', headers: who.headers, payload: { characterId } });
const sandboxCharge = (ctx: TestContext, sessionId: string) => ({ ...ctx.app.payments.sandbox!.charge(sessionId)! });

describeEachDb('refunds and disputes take VPoints back', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('a full refund takes the whole purchase back through the ledger', async () => {
    const ana = await signedInPlayer(ctx(), 'ref_ana');
    const id = await buyPack(ctx(), ana, 1000);
    expect((await walletOf(ctx(), ana)).vpoints).toBe(14_000);
    const refunded = await refundOnSandbox(ctx(), id);
    expect(refunded.statusCode, refunded.body).toBe(303);
    expect(await walletOf(ctx(), ana)).toMatchObject({ vpoints: 0, debt: 0 });
    expect(await ledgerOf(ctx(), ana)).toEqual([
      { reason: 'purchase', delta: 14_000 },
      { reason: 'refund', delta: -14_000 },
    ]);
  });

  it('partial refunds take back their share, each once; a replayed refund event changes nothing', async () => {
    const bea = await signedInPlayer(ctx(), 'ref_bea');
    const id = await buyPack(ctx(), bea, 1000);
    expect((await refundOnSandbox(ctx(), id, 250)).statusCode).toBe(303);
    expect((await walletOf(ctx(), bea)).vpoints).toBe(10_500);
    const firstRefund = sandboxCharge(ctx(), id);
    expect((await refundOnSandbox(ctx(), id, 250)).statusCode).toBe(303);
    expect((await walletOf(ctx(), bea)).vpoints).toBe(7_000);
    // Stripe redelivers the first refund's event, and then the second's: both are facts already counted.
    expect((await deliverEvent(ctx(), 'charge.refunded', firstRefund)).statusCode).toBe(200);
    expect((await deliverEvent(ctx(), 'charge.refunded', sandboxCharge(ctx(), id))).statusCode).toBe(200);
    expect((await walletOf(ctx(), bea)).vpoints).toBe(7_000);
    // More than is left is refused by the sandbox, as by Stripe; the rest of the charge takes the rest back.
    expect((await refundOnSandbox(ctx(), id, 600)).statusCode).toBe(409);
    expect((await refundOnSandbox(ctx(), id)).statusCode).toBe(303);
    expect(await walletOf(ctx(), bea)).toMatchObject({ vpoints: 0, debt: 0 });
  });

  it('five concurrent deliveries of one refund take it back once', async () => {
    const cai = await signedInPlayer(ctx(), 'ref_cai');
    const id = await buyPack(ctx(), cai, 500);
    const charge = ctx().app.payments.sandbox!.refund(id, 100)!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverEvent(ctx(), 'charge.refunded', charge)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await walletOf(ctx(), cai)).vpoints).toBe(6_000 - 1_200);
    const rows = await ledgerOf(ctx(), cai);
    expect(rows.filter((row) => row.reason === 'refund')).toEqual([{ reason: 'refund', delta: -1_200 }]);
  });

  it('a dispute takes the whole purchase back; what was spent becomes a debt that blocks spending', async () => {
    const dan = await signedInPlayer(ctx(), 'ref_dan');
    const id = await buyPack(ctx(), dan, 500);
    expect((await buyCharacter(ctx(), dan, 5)).statusCode).toBe(200);
    expect((await walletOf(ctx(), dan)).vpoints).toBe(1_000);
    expect((await disputeOnSandbox(ctx(), id)).statusCode).toBe(303);
    expect(await walletOf(ctx(), dan)).toMatchObject({ vpoints: 0, debt: 5_000 });
    expect((await spendingOf(ctx(), dan)).debt).toBe(5_000);

    // A refund of the disputed charge has nothing more to take.
    expect((await refundOnSandbox(ctx(), id)).statusCode).toBe(303);
    expect(await walletOf(ctx(), dan)).toMatchObject({ vpoints: 0, debt: 5_000 });

    // Even granted VPoints cannot be spent while the debt stands: every debit of the wallet refuses.
    const support = await ctx().app.inject({
      method: 'POST',
      url: '/characters/shop',
      headers: { ...dan.headers, 'accept-language': 'en' },
      payload: { characterId: 2 },
    });
    expect([support.statusCode, support.json().code]).toEqual([402, 'VPOINTS_DEBT']);
    expect(support.json().error).toMatch(/next VPoints purchase pays it/);
    const roll = await ctx().app.inject({
      method: 'POST',
      url: '/characters/roll',
      headers: dan.headers,
      payload: { bannerType: 'common' },
    });
    expect([roll.statusCode, roll.json().code]).toEqual([402, 'VPOINTS_DEBT']);
    expect(roll.json().error).toMatch(/deuda de VPoints/);
  });

  it('the next purchase repays the debt first, then spending works again', async () => {
    const eva = await signedInPlayer(ctx(), 'ref_eva');
    const first = await buyPack(ctx(), eva, 500);
    expect((await buyCharacter(ctx(), eva, 5)).statusCode).toBe(200);
    expect((await disputeOnSandbox(ctx(), first)).statusCode).toBe(303);
    expect((await walletOf(ctx(), eva)).debt).toBe(5_000);

    // 1.000 VPoints pay part of it: still blocked.
    await buyPack(ctx(), eva, 100);
    expect(await walletOf(ctx(), eva)).toMatchObject({ vpoints: 0, debt: 4_000 });
    expect((await buyCharacter(ctx(), eva, 2)).statusCode).toBe(402);

    // 6.000 pay the rest and leave 2.000 to spend.
    await buyPack(ctx(), eva, 500);
    expect(await walletOf(ctx(), eva)).toMatchObject({ vpoints: 2_000, debt: 0 });
    expect((await buyCharacter(ctx(), eva, 2)).statusCode).toBe(200);
    expect((await ledgerOf(ctx(), eva)).map((row) => `${row.reason} ${row.delta}`)).toEqual([
      'purchase 6000',
      'shop -5000',
      'dispute -1000',
      'purchase 1000',
      'debt -1000',
      'purchase 6000',
      'debt -4000',
      'shop -1000',
    ]);
  });

  it('refunds and disputes of charges it never sold change nothing', async () => {
    const fer = await signedInPlayer(ctx(), 'ref_fer');
    await buyPack(ctx(), fer, 100);
    const stranger = { id: 'ch_unknown', object: 'charge', amount: 100, amount_refunded: 100, payment_intent: 'pi_x' };
    expect((await deliverEvent(ctx(), 'charge.refunded', stranger)).statusCode).toBe(200);
    const dispute = { id: 'dp_unknown', object: 'dispute', charge: 'ch_unknown', payment_intent: null };
    expect((await deliverEvent(ctx(), 'charge.dispute.created', dispute)).statusCode).toBe(200);
    expect((await walletOf(ctx(), fer)).vpoints).toBe(1_000);
  });

  /** A pack paid at the card provider whose completion event has not been delivered yet, and its full refund. */
  async function paidButNotCredited(who: Player) {
    const { id } = (await checkoutPack(ctx(), who, 500)).json();
    const sandbox = ctx().app.payments.sandbox!;
    const completed = { ...sandbox.pay(id)! };
    return { completed, refund: { ...sandbox.refund(id)! } };
  }

  it('a refund that arrives before its purchase is credited is sent back to Stripe to retry, then applies once', async () => {
    const gil = await signedInPlayer(ctx(), 'ref_gil');
    const { completed, refund } = await paidButNotCredited(gil);
    const early = await deliverEvent(ctx(), 'charge.refunded', refund);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CHARGE_NOT_CREDITED_YET');
    expect(await walletOf(ctx(), gil)).toMatchObject({ vpoints: 0, debt: 0 });
    expect((await deliverEvent(ctx(), 'checkout.session.completed', completed)).statusCode).toBe(200);
    expect((await walletOf(ctx(), gil)).vpoints).toBe(6_000);
    // Stripe's retry.
    expect((await deliverEvent(ctx(), 'charge.refunded', refund)).statusCode).toBe(200);
    expect(await walletOf(ctx(), gil)).toMatchObject({ vpoints: 0, debt: 0 });
  });

  it('a refund racing the credit of its purchase is taken back exactly once, whichever lands first', async () => {
    const hal = await signedInPlayer(ctx(), 'ref_hal');
    const { completed, refund } = await paidButNotCredited(hal);
    const [credit, ...reversals] = await Promise.all([
      deliverEvent(ctx(), 'checkout.session.completed', completed),
      ...Array.from({ length: 4 }, () => deliverEvent(ctx(), 'charge.refunded', refund)),
    ]);
    expect(credit.statusCode).toBe(200);
    for (const answer of reversals) expect([200, 409]).toContain(answer.statusCode);
    // Stripe retries what it was refused.
    if (reversals.every((answer) => answer.statusCode === 409)) {
      expect((await deliverEvent(ctx(), 'charge.refunded', refund)).statusCode).toBe(200);
    }
    expect(await walletOf(ctx(), hal)).toMatchObject({ vpoints: 0, debt: 0 });
    expect(await ledgerOf(ctx(), hal)).toEqual([
      { reason: 'purchase', delta: 6_000 },
      { reason: 'refund', delta: -6_000 },
    ]);
  });
});
