import { afterAll, expect, it } from 'vitest';
import { CHARACTERS, STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import { BANNER_PRICE } from '../../src/core/gacha';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced, grantVpoints } from './helpers/ledger';
import { userIdOf } from './helpers/play-maps';

type Player = Awaited<ReturnType<typeof signedInPlayer>> & { id: number };
const thisYear = new Date().getUTCFullYear();
const surfer = CHARACTERS.find((c) => c.rarity === 'common' && c.id !== STARTER_CHARACTER_ID)!;

async function playerBorn(ctx: TestContext, prefix: string, birthYear: number | null, vpoints = 0): Promise<Player> {
  const player = await signedInPlayer(ctx, prefix, { birthYear });
  const id = await userIdOf(ctx, player.username);
  if (vpoints > 0) await grantVpoints(ctx, id, vpoints);
  return { ...player, id };
}

const call = (ctx: TestContext, who: Player, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: { ...who.headers, 'accept-language': 'en' }, payload });
const roll = (ctx: TestContext, who: Player) => call(ctx, who, 'POST', '/characters/roll', { bannerType: 'common' });
const buyPack = (ctx: TestContext, who: Player) =>
  call(ctx, who, 'POST', '/api/create-checkout-session', { amount: 100 });
const buyExpress = (ctx: TestContext, who: Player) =>
  call(ctx, who, 'POST', '/api/create-checkout-session-express', {});
const state = (ctx: TestContext, who: Player, birthYear: unknown) =>
  call(ctx, who, 'PUT', '/user/birth_year', { birthYear });

/** Everything a refused roll or checkout could have moved: the balance, the ledger, the rolls and the sessions. */
async function footprint(ctx: TestContext, who: Player) {
  const db = ctx.app.db.kysely;
  const count = async (table: 'vpoint_ledger' | 'gacha_rolls' | 'checkout_sessions') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select(db.fn.countAll().as('n'))
          .where('user_id', '=', who.id)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const { vpoints } = await db.selectFrom('users').select('vpoints').where('id', '=', who.id).executeTakeFirstOrThrow();
  return {
    vpoints,
    ledger: await count('vpoint_ledger'),
    rolls: await count('gacha_rolls'),
    sessions: await count('checkout_sessions'),
  };
}

const codes = (answers: { statusCode: number; json(): { code?: string } }[]) =>
  answers.map((answer) => `${answer.statusCode} ${answer.json().code}`);

describeEachDb('minors and paid chance', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('asks for the year before the first roll or VPoints purchase, and moves nothing', async () => {
    const ana = await playerBorn(ctx(), 'age_ana', null, BANNER_PRICE.common);
    const before = await footprint(ctx(), ana);
    expect((await call(ctx(), ana, 'GET', '/user/birth_year')).json()).toEqual({ birthYear: null, paidChance: false });
    const answers = [await roll(ctx(), ana), await buyPack(ctx(), ana), await buyExpress(ctx(), ana)];
    expect(codes(answers)).toEqual(Array(3).fill('403 BIRTH_YEAR_REQUIRED'));
    expect(answers[0].json().error).toBe('Before your first roll or VPoints purchase, tell us the year you were born.');
    expect(await footprint(ctx(), ana)).toEqual(before);
  });

  it('takes a plausible year once: a second statement, even of the same year, is refused', async () => {
    const bea = await playerBorn(ctx(), 'age_bea', null);
    for (const bad of [thisYear + 1, thisYear - 121, 1800, 1990.5, '1990', null]) {
      const res = await state(ctx(), bea, bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
    }
    expect((await state(ctx(), bea, thisYear - 40)).json()).toEqual({ birthYear: thisYear - 40, paidChance: true });
    for (const again of [thisYear - 40, thisYear - 10]) {
      const res = await state(ctx(), bea, again);
      expect([res.statusCode, res.json().code]).toEqual([409, 'BIRTH_YEAR_ALREADY_SET']);
    }
    expect((await call(ctx(), bea, 'GET', '/user/birth_year')).json()).toEqual({
      birthYear: thisYear - 40,
      paidChance: true,
    });
  });

  it('keeps one year when several statements race', async () => {
    const cai = await playerBorn(ctx(), 'age_cai', null);
    const years = [0, 1, 2, 3, 4].map((offset) => thisYear - 30 - offset);
    const answers = await Promise.all(years.map((year) => state(ctx(), cai, year)));
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(codes(answers.filter((answer) => answer.statusCode !== 200))).toEqual(
      Array(4).fill('409 BIRTH_YEAR_ALREADY_SET'),
    );
    const stored = (await call(ctx(), cai, 'GET', '/user/birth_year')).json();
    expect(stored.birthYear).toBe(won[0].json().birthYear);
  });

  it('refuses an under-18 player every roll and checkout, even many at once, and nothing moves', async () => {
    const dan = await playerBorn(ctx(), 'age_dan', thisYear - 15, 5 * BANNER_PRICE.common);
    const before = await footprint(ctx(), dan);
    const answers = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => roll(ctx(), dan)),
      ...[1, 2, 3].map(() => buyPack(ctx(), dan)),
      buyExpress(ctx(), dan),
    ]);
    expect(codes(answers)).toEqual(Array(9).fill('403 PAID_CHANCE_UNDER_18'));
    expect(answers[0].json().error).toContain('18');
    expect(await footprint(ctx(), dan)).toEqual(before);
    await expectLedgersBalanced(ctx());
  });

  it('counts a player as 18 only from the year they turn 19 (the birthday is unknown), on the UTC year', async () => {
    const eva = await playerBorn(ctx(), 'age_eva', thisYear - 18, BANNER_PRICE.common);
    expect((await call(ctx(), eva, 'GET', '/user/birth_year')).json().paidChance).toBe(false);
    expect((await roll(ctx(), eva)).json().code).toBe('PAID_CHANCE_UNDER_18');
    const fer = await playerBorn(ctx(), 'age_fer', thisYear - 19, BANNER_PRICE.common);
    const rolled = await roll(ctx(), fer);
    expect(rolled.statusCode, rolled.body).toBe(200);
    expect((await buyPack(ctx(), fer)).statusCode).toBe(200);
  });

  it('leaves the direct character shop open to an under-18 player', async () => {
    const gil = await playerBorn(ctx(), 'age_gil', thisYear - 12, surfer.price);
    const bought = await call(ctx(), gil, 'POST', '/characters/shop', { characterId: surfer.id });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((await footprint(ctx(), gil)).vpoints).toBe(0);
  });
});
