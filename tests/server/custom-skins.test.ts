import { afterAll, expect, it } from 'vitest';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb } from './helpers/app';
import { expectRefusal, malformedBodies, type BadCase } from './helpers/bad-requests';
import { priceOf, ranking, skins } from './helpers/custom-skins';
import { expectLedgersBalanced } from './helpers/ledger';
import { balanceOf, checkoutCustomSkin, checkoutStatus, deliver, payOnSandbox, signedEvent } from './helpers/payments';

const ORDER = { characterName: 'Capitana Coral', description: 'Una pirata con un loro de arena.' };

describeEachDb('custom skins', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('sells a skin at 1 €, records it paid (awaiting art) from the webhook, ranks it and doubles the next price', async () => {
    const ana = await signedInPlayer(ctx(), 'skin_ana');
    const bob = await signedInPlayer(ctx(), 'skin_bob');
    expect(await priceOf(ctx(), 'epic')).toEqual({ rarity: 'epic', amount: 100, held: false, soldOut: false });

    const created = await checkoutCustomSkin(ctx(), ana, { amount: 100, rarity: 'epic', ...ORDER });
    expect(created.statusCode, created.body).toBe(200);
    const { id, url } = created.json();
    expect(url).toBe(`${ctx().config.publicUrl}/sandbox/checkout/${id}`);
    expect((await checkoutStatus(ctx(), ana, id)).json()).toEqual({
      id,
      kind: 'custom_skin',
      status: 'open',
      vpoints: 0,
      amount: 100,
    });
    // Open but unpaid: held against others, not in the ranking, not on the profile, the price unchanged.
    expect((await priceOf(ctx(), 'epic', bob)).held).toBe(true);
    expect((await priceOf(ctx(), 'epic', ana)).held).toBe(false);
    expect((await ranking(ctx(), 'epic')).json()).toEqual([]);
    expect((await skins(ctx(), ana)).json().purchases).toEqual([]);

    const page = await ctx().app.inject({ method: 'GET', url: `/sandbox/checkout/${id}` });
    expect(page.body).toContain('TEST');
    expect(page.body).toContain('Custom skin (epic)');
    const paid = await payOnSandbox(ctx(), id);
    expect([paid.statusCode, paid.headers.location]).toEqual([
      303,
      `${ctx().config.publicUrl}/success?session_id=${id}`,
    ]);

    expect((await checkoutStatus(ctx(), ana, id)).json().status).toBe('paid');
    expect(await priceOf(ctx(), 'epic')).toMatchObject({ amount: 200, held: false });
    expect((await priceOf(ctx(), 'rare')).amount).toBe(100);
    const ranked = (await ranking(ctx(), 'epic')).json();
    expect(ranked).toEqual([{ username: ana.username, money: 1, date: expect.any(String) }]);
    expect(Date.parse(ranked[0].date)).toBeGreaterThan(Date.now() - 60_000);

    const own = (await skins(ctx(), ana)).json().purchases;
    expect(own).toEqual([
      {
        id: expect.any(Number),
        username: ana.username,
        rarity: 'epic',
        characterName: ORDER.characterName,
        description: ORDER.description,
        money: 1,
        date: ranked[0].date,
        status: 'awaiting_art',
      },
    ]);
    // A profile shows the purchase to everyone, without the brief the buyer wrote for the artists.
    const publicView = (await skins(ctx(), null, ana.username)).json().purchases;
    const { description: _brief, ...shown } = own[0];
    expect(publicView).toEqual([shown]);
    expect((await skins(ctx(), bob, ana.username)).json().purchases[0]).not.toHaveProperty('description');
    expect((await skins(ctx(), null, 'nobody_here')).statusCode).toBe(404);
    expect(await balanceOf(ctx(), ana)).toBe(0);

    // The next one costs twice the last: the old price is stale (409 with the new one), the new one sells.
    const stale = await checkoutCustomSkin(ctx(), bob, { amount: 100, rarity: 'epic', ...ORDER });
    expect([stale.statusCode, stale.json().code, stale.json().price]).toEqual([409, 'CUSTOM_SKIN_PRICE_CHANGED', 200]);
    const second = await checkoutCustomSkin(ctx(), bob, { amount: 200, rarity: 'epic', ...ORDER });
    expect(second.statusCode, second.body).toBe(200);
    await payOnSandbox(ctx(), second.json().id);
    expect((await priceOf(ctx(), 'epic')).amount).toBe(400);
    expect((await ranking(ctx(), 'epic')).json().map((row: { money: number }) => row.money)).toEqual([2, 1]);
  });

  it('records a paid skin once under five concurrent deliveries, and the price doubles once', async () => {
    const cai = await signedInPlayer(ctx(), 'skin_cai');
    const { id } = (await checkoutCustomSkin(ctx(), cai, { amount: 100, rarity: 'mythic', ...ORDER })).json();
    const session = { id, object: 'checkout.session', payment_status: 'paid', status: 'complete' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(ctx(), signedEvent(ctx(), session))));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await ranking(ctx(), 'mythic')).json()).toHaveLength(1);
    expect((await skins(ctx(), cai)).json().purchases).toHaveLength(1);
    expect((await priceOf(ctx(), 'mythic')).amount).toBe(200);
    // Unsigned and unpaid events change nothing.
    const other = (await checkoutCustomSkin(ctx(), cai, { amount: 200, rarity: 'mythic', ...ORDER })).json().id;
    const unpaid = { ...session, id: other, payment_status: 'unpaid' };
    expect((await deliver(ctx(), signedEvent(ctx(), unpaid))).statusCode).toBe(200);
    expect(
      (await deliver(ctx(), { payload: signedEvent(ctx(), { ...unpaid, payment_status: 'paid' }).payload })).statusCode,
    ).toBe(400);
    expect((await priceOf(ctx(), 'mythic')).amount).toBe(200);
  });

  it('holds a price for the checkout opened first: a second one at once is refused until the hold lapses', async () => {
    const dan = await signedInPlayer(ctx(), 'skin_dan');
    const eva = await signedInPlayer(ctx(), 'skin_eva');
    const both = await Promise.all(
      [dan, eva].map((who) => checkoutCustomSkin(ctx(), who, { amount: 100, rarity: 'rare', ...ORDER })),
    );
    const codes = both.map((res) => (res.statusCode === 200 ? 200 : `${res.statusCode} ${res.json().code}`)).sort();
    expect(codes).toEqual([200, '409 CUSTOM_SKIN_PRICE_HELD']);
    const [winner, loser] = both[0].statusCode === 200 ? [dan, eva] : [eva, dan];
    const first = (both[0].statusCode === 200 ? both[0] : both[1]).json();

    // The holder coming back from the checkout page gets the same session, with the details typed now.
    const again = await checkoutCustomSkin(ctx(), winner, {
      amount: 100,
      rarity: 'rare',
      characterName: 'Otro',
      description: 'Otra',
    });
    expect(again.json()).toEqual(first);

    // The session can no longer be paid: the price is free for the other player, the old session expired.
    await ctx()
      .app.db.kysely.updateTable('custom_skin_purchases')
      .set({ hold_until: new Date(Date.now() - 1000).toISOString() })
      .where('session_id', '=', first.id)
      .execute();
    const taken = await checkoutCustomSkin(ctx(), loser, { amount: 100, rarity: 'rare', ...ORDER });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await checkoutStatus(ctx(), winner, first.id)).json().status).toBe('expired');
    await payOnSandbox(ctx(), taken.json().id);
    expect((await ranking(ctx(), 'rare')).json()).toEqual([
      { username: loser.username, money: 1, date: expect.any(String) },
    ]);
  });

  it('refuses visitors, amounts that are not the current price, missing or oversized details and unknown rarities', async () => {
    const fay = await signedInPlayer(ctx(), 'skin_fay');
    const valid = { amount: 100, rarity: 'legendary', ...ORDER };
    const base = { method: 'POST' as const, url: '/api/create-checkout-session-customskin', headers: fay.headers };
    const cases: BadCase[] = [
      ...malformedBodies(base, valid),
      { name: 'no token', request: { ...base, headers: {}, payload: valid }, status: 401, code: 'TOKEN_MISSING' },
      ...[0, -100, 99, 150, 300, 10 ** 12].map((amount) => ({
        name: `amount ${amount}`,
        request: { ...base, payload: { ...valid, amount } },
        status: 400,
        code: 'CUSTOM_SKIN_AMOUNT_INVALID',
      })),
      ...[1.5, '100', null].map((amount) => ({
        name: `amount ${JSON.stringify(amount)}`,
        request: { ...base, payload: { ...valid, amount } },
        status: 400,
      })),
      ...[
        ['no character name', { characterName: undefined }, 'CUSTOM_SKIN_FIELDS_REQUIRED'],
        ['a blank character name', { characterName: '   ' }, 'CUSTOM_SKIN_FIELDS_REQUIRED'],
        ['no description', { description: undefined }, 'CUSTOM_SKIN_FIELDS_REQUIRED'],
        ['an empty description', { description: '' }, 'CUSTOM_SKIN_FIELDS_REQUIRED'],
        ['a 41-character name', { characterName: 'n'.repeat(41) }, 'CUSTOM_SKIN_NAME_TOO_LONG'],
        ['a 1001-character description', { description: 'd'.repeat(1001) }, 'CUSTOM_SKIN_DESCRIPTION_TOO_LONG'],
        ['a control character', { characterName: 'A\u0000B' }, 'TEXT_CONTROL_CHARACTER'],
        ['an unknown rarity', { rarity: 'divine' }, 'RARITY_UNKNOWN'],
        ['no rarity', { rarity: undefined }, 'RARITY_UNKNOWN'],
      ].map(([name, change, code]) => ({
        name: name as string,
        request: { ...base, payload: { ...valid, ...(change as object) } },
        status: 400,
        code: code as string,
      })),
    ];
    for (const badCase of cases) expectRefusal(await ctx().app.inject(badCase.request), badCase, 'customskin checkout');
    expect((await priceOf(ctx(), 'legendary')).amount).toBe(100);
    // A price the doubling will ask later is not the price now: 409 with the current one.
    const early = await checkoutCustomSkin(ctx(), fay, { ...valid, amount: 400 });
    expect([early.statusCode, early.json().code, early.json().price]).toEqual([409, 'CUSTOM_SKIN_PRICE_CHANGED', 100]);
    const held = await ctx()
      .app.db.kysely.selectFrom('custom_skin_purchases')
      .select('id')
      .where('rarity', '=', 'legendary')
      .execute();
    expect(held).toEqual([]);

    expect((await ranking(ctx(), 'divine')).json().code).toBe('RARITY_UNKNOWN');
    expect((await ranking(ctx(), 'exclusive')).json()).toEqual([]);
    expect((await skins(ctx(), null)).json().purchases).toEqual([]);
    expect((await skins(ctx(), null)).json().prices).toHaveLength(7);
  });
});
