import { afterAll, expect, it } from 'vitest';
import { VACATION_EXPRESS } from '../../src/core/vacation-express';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced } from './helpers/ledger';
import {
  checkoutExpress,
  deliverEvent,
  payOnSandbox,
  refundOnSandbox,
  spendingOf,
  walletOf,
  type Player,
} from './helpers/payments';

const cardsOf = async (ctx: TestContext, who: Player) => {
  const { id } = await walletOf(ctx, who);
  return ctx.app.db.kysely
    .selectFrom('user_characters')
    .select('num_cards')
    .where('user_id', '=', id)
    .where('characterid', '=', VACATION_EXPRESS.characterId)
    .executeTakeFirst();
};

describeEachDb('Vacation express', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('sells once per account: 15.000 VPoints and the Lifeguard in one credit, refused afterwards', async () => {
    const ana = await signedInPlayer(ctx(), 'exp_ana');
    expect((await spendingOf(ctx(), ana)).vacationExpress).toBe('available');
    const created = await checkoutExpress(ctx(), ana);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json();
    const page = await ctx().app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    expect(page.body).toContain('Vacation express');
    expect(page.body).toContain('10,00');
    await payOnSandbox(ctx(), id);
    expect((await walletOf(ctx(), ana)).vpoints).toBe(15_000);
    expect(await cardsOf(ctx(), ana)).toEqual({ num_cards: 0 });
    expect((await spendingOf(ctx(), ana)).vacationExpress).toBe('owned');
    const again = await checkoutExpress(ctx(), ana);
    expect([again.statusCode, again.json().code]).toEqual([409, 'VACATION_EXPRESS_OWNED']);
  });

  it('opens one session under five concurrent checkouts, and credits once under five concurrent deliveries', async () => {
    const bea = await signedInPlayer(ctx(), 'exp_bea');
    const opened = await Promise.all(Array.from({ length: 5 }, () => checkoutExpress(ctx(), bea)));
    expect(opened.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(opened.filter((res) => res.statusCode === 409).map((res) => res.json().code)).toEqual(
      Array(4).fill('VACATION_EXPRESS_PENDING'),
    );
    const { id } = opened.find((res) => res.statusCode === 200)!.json();
    ctx().app.payments.sandbox!.pay(id);
    const session = ctx().app.payments.sandbox!.session(id)!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => deliverEvent(ctx(), 'checkout.session.completed', session)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await walletOf(ctx(), bea)).vpoints).toBe(15_000);
    expect(await cardsOf(ctx(), bea)).toEqual({ num_cards: 0 });
  });

  it('gives a card to a player who owns the Lifeguard already; a refund takes back the VPoints and her price', async () => {
    const cai = await signedInPlayer(ctx(), 'exp_cai');
    const { id: userId } = await walletOf(ctx(), cai);
    await ctx()
      .app.db.kysely.insertInto('user_characters')
      .values({ user_id: userId, characterid: VACATION_EXPRESS.characterId })
      .execute();
    const { id } = (await checkoutExpress(ctx(), cai)).json();
    await payOnSandbox(ctx(), id);
    expect(await cardsOf(ctx(), cai)).toEqual({ num_cards: 1 });
    expect((await refundOnSandbox(ctx(), id)).statusCode).toBe(303);
    expect(await walletOf(ctx(), cai)).toMatchObject({ vpoints: 0, debt: 5_000 });
  });
});
