import { afterAll, expect, it } from 'vitest';
import { mailsTo, signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { priceOf, ranking, skins } from './helpers/custom-skins';
import { expectLedgersBalanced } from './helpers/ledger';
import {
  checkoutCustomSkin,
  disputeOnSandbox,
  payOnSandbox,
  refundOnSandbox,
  setLimit,
  spendingOf,
  walletOf,
  type Player,
} from './helpers/payments';

const ORDER = { characterName: 'Capitana Coral', description: 'Una pirata con un loro de arena.' };

/** Opens and pays a custom skin at its current price through the sandbox page; answers the session id. */
async function buySkin(ctx: TestContext, who: Player, rarity: string, lang = 'es'): Promise<string> {
  const { amount } = await priceOf(ctx, rarity);
  const created = await checkoutCustomSkin(ctx, who, { amount, rarity, ...ORDER }, lang);
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json();
  await payOnSandbox(ctx, id);
  return id;
}
const statusOf = async (ctx: TestContext, sessionId: string) =>
  (
    await ctx.app.db.kysely
      .selectFrom('custom_skin_purchases')
      .select('status')
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow()
  ).status;

describeEachDb('custom skins after the sale: spending limit, receipt, refunds and disputes', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('applies the monthly spending limit to custom skins, counting their open checkouts, and frees a refused hold', async () => {
    const ana = await signedInPlayer(ctx(), 'csl_ana');
    expect((await setLimit(ctx(), ana, 200)).statusCode).toBe(200);
    const first = await checkoutCustomSkin(ctx(), ana, { amount: 100, rarity: 'super-rare', ...ORDER });
    expect(first.statusCode, first.body).toBe(200);
    expect((await spendingOf(ctx(), ana)).spent).toBe(100);
    // 1 € open + 1 € fits the 2 € limit; a third euro does not, whatever is bought.
    await payOnSandbox(ctx(), first.json().id);
    const second = await checkoutCustomSkin(ctx(), ana, { amount: 100, rarity: 'exclusive', ...ORDER }, 'en');
    expect(second.statusCode, second.body).toBe(200);
    const refused = await checkoutCustomSkin(ctx(), ana, { amount: 100, rarity: 'legendary', ...ORDER }, 'en');
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SPENDING_LIMIT_REACHED']);
    expect(refused.json().error).toMatch(/monthly spending limit/);
    // The refused order holds nothing: another player can open the same price at once.
    expect(await priceOf(ctx(), 'legendary')).toMatchObject({ amount: 100, held: false });
    const bob = await signedInPlayer(ctx(), 'csl_bob');
    expect((await checkoutCustomSkin(ctx(), bob, { amount: 100, rarity: 'legendary', ...ORDER })).statusCode).toBe(200);
  });

  it('mails a receipt naming the custom skin, its rarity and character, in the buyer’s language, with no VPoints line', async () => {
    const cai = await signedInPlayer(ctx(), 'csl_cai');
    const dan = await signedInPlayer(ctx(), 'csl_dan');
    const english = await buySkin(ctx(), cai, 'epic', 'en');
    await buySkin(ctx(), dan, 'epic', 'es');
    const [receipt] = mailsTo(ctx().config.dataDir, cai.email).filter((mail) => /receipt/i.test(mail.subject));
    expect(receipt.body).toContain('Purchase: Custom skin (rarity: Epic) · Capitana Coral');
    expect(receipt.body).toContain('Amount: €1.00');
    expect(receipt.body).toContain(`Reference: ${english}`);
    expect(receipt.body).not.toContain('VPoints');
    const spanish = mailsTo(ctx().config.dataDir, dan.email).filter((mail) => /recibo/i.test(mail.subject));
    expect(spanish).toHaveLength(1);
    expect(spanish[0].body).toContain('Compra: Skin personalizada (rareza: Épico) · Capitana Coral');
    expect(spanish[0].body).toMatch(/Importe: 2,00\s€/);
  });

  it('a refund takes back no VPoints but marks the skin refunded: out of the ranking and the profile, price kept', async () => {
    const eva = await signedInPlayer(ctx(), 'csl_eva');
    const id = await buySkin(ctx(), eva, 'mythic');
    expect((await ranking(ctx(), 'mythic')).json()).toHaveLength(1);
    // A partial refund is enough: the skin is no longer paid for in full.
    expect((await refundOnSandbox(ctx(), id, 50)).statusCode).toBe(303);
    expect(await statusOf(ctx(), id)).toBe('refunded');
    expect(await walletOf(ctx(), eva)).toMatchObject({ vpoints: 0, debt: 0 });
    expect((await ranking(ctx(), 'mythic')).json()).toEqual([]);
    expect((await skins(ctx(), eva)).json().purchases).toEqual([]);
    expect((await skins(ctx(), null, eva.username)).json().purchases).toEqual([]);
    // The rest of the charge refunded later changes nothing more; the price does not come back down.
    expect((await refundOnSandbox(ctx(), id)).statusCode).toBe(303);
    expect(await statusOf(ctx(), id)).toBe('refunded');
    expect((await priceOf(ctx(), 'mythic')).amount).toBe(200);
    await buySkin(ctx(), eva, 'mythic');
    expect((await ranking(ctx(), 'mythic')).json().map((row: { money: number }) => row.money)).toEqual([2]);
  });

  it('a dispute does the same and leaves no debt; each fact is recorded once, moving nothing', async () => {
    const fer = await signedInPlayer(ctx(), 'csl_fer');
    const id = await buySkin(ctx(), fer, 'rare');
    expect((await disputeOnSandbox(ctx(), id)).statusCode).toBe(303);
    expect(await statusOf(ctx(), id)).toBe('refunded');
    expect(await walletOf(ctx(), fer)).toMatchObject({ vpoints: 0, debt: 0 });
    expect((await ranking(ctx(), 'rare')).json()).toEqual([]);
    const reversals = await ctx()
      .app.db.kysely.selectFrom('payment_reversals')
      .select(['kind', 'vpoints', 'taken', 'debt'])
      .where('session_id', '=', id)
      .execute();
    expect(reversals).toEqual([{ kind: 'dispute', vpoints: 0, taken: 0, debt: 0 }]);
    const refunded = await refundOnSandbox(ctx(), id);
    expect(refunded.statusCode).toBe(303);
    expect(await statusOf(ctx(), id)).toBe('refunded');
    expect(await walletOf(ctx(), fer)).toMatchObject({ vpoints: 0, debt: 0 });
  });
});
