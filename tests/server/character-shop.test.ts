import { afterAll, describe, expect, it } from 'vitest';
import { CHARACTERS, STARTER_CHARACTER_ID } from '../../src/core/catalogue/characters';
import { maxStats } from '../../src/core/stats';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectRefusal, malformedBodies } from './helpers/bad-requests';
import { expectLedgersBalanced, grantVpoints } from './helpers/ledger';
import { grantCharacter, userIdOf } from './helpers/play-maps';

type Player = Awaited<ReturnType<typeof signedInPlayer>> & { id: number };
const [surfer, fisher, backpacker] = CHARACTERS.filter((c) => c.rarity === 'common' && c.id !== STARTER_CHARACTER_ID);
const rare = CHARACTERS.find((c) => c.rarity === 'rare')!;

async function richPlayer(ctx: TestContext, prefix: string, vpoints: number): Promise<Player> {
  const player = await signedInPlayer(ctx, prefix);
  const id = await userIdOf(ctx, player.username);
  if (vpoints > 0) await grantVpoints(ctx, id, vpoints);
  return { ...player, id };
}

const post = (ctx: TestContext, who: Player, url: string, characterId: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: who.headers, payload: { characterId } });
const buy = (ctx: TestContext, who: Player, characterId: unknown) => post(ctx, who, '/characters/shop', characterId);
const levelUp = (ctx: TestContext, who: Player, characterId: unknown) =>
  post(ctx, who, '/characters/level_up', characterId);

async function balanceOf(ctx: TestContext, who: Player): Promise<number> {
  const row = await ctx.app.db.kysely
    .selectFrom('users')
    .select('vpoints')
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  return row.vpoints;
}
async function ownedIds(ctx: TestContext, who: Player): Promise<number[]> {
  const res = await ctx.app.inject({ method: 'GET', url: '/characters/user', headers: who.headers });
  return res.json().characters.map((c: { characterid: number }) => c.characterid);
}

describeEachDb('character shop', (ctx) => {
  afterAll(async () => {
    await expectLedgersBalanced(ctx());
  });

  it('sells a character at the server’s price, once', async () => {
    const ana = await richPlayer(ctx(), 'shop_ana', surfer.price + 500);
    const res = await buy(ctx(), ana, surfer.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: `Compra exitosa de personaje con ID: ${surfer.id}`,
      characterId: surfer.id,
      price: surfer.price,
      vpoints: 500,
    });
    expect(await ownedIds(ctx(), ana)).toEqual([STARTER_CHARACTER_ID, surfer.id]);
    const again = await buy(ctx(), ana, surfer.id);
    expect([again.statusCode, again.json().code]).toEqual([409, 'CHARACTER_ALREADY_OWNED']);
    expect(await balanceOf(ctx(), ana)).toBe(500);
  });

  it('refuses unknown, free and unaffordable characters, changing nothing', async () => {
    const bea = await richPlayer(ctx(), 'shop_bea', rare.price - 1);
    expect((await buy(ctx(), bea, 9999)).json().code).toBe('CHARACTER_NOT_FOUND');
    expect((await buy(ctx(), bea, STARTER_CHARACTER_ID)).json().code).toBe('CHARACTER_NOT_FOR_SALE');
    const short = await buy(ctx(), bea, rare.id);
    expect([short.statusCode, short.json().code]).toEqual([409, 'INSUFFICIENT_VPOINTS']);
    expect(short.json().error).toBe('No tienes suficientes VPoints para esto.');
    expect(await balanceOf(ctx(), bea)).toBe(rare.price - 1);
    expect(await ownedIds(ctx(), bea)).toEqual([STARTER_CHARACTER_ID]);
  });

  it('never charges twice: five purchases of one character at once', async () => {
    const cai = await richPlayer(ctx(), 'shop_cai', surfer.price * 5);
    const answers = await Promise.all(Array.from({ length: 5 }, () => buy(ctx(), cai, surfer.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200))
      expect(res.json().code).toBe('CHARACTER_ALREADY_OWNED');
    expect(await balanceOf(ctx(), cai)).toBe(surfer.price * 4);
  });

  it('never goes below zero: purchases of three characters at once with money for two', async () => {
    const dan = await richPlayer(ctx(), 'shop_dan', surfer.price * 2);
    const answers = await Promise.all([surfer, fisher, backpacker].map((c) => buy(ctx(), dan, c.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((res) => res.json().code === 'INSUFFICIENT_VPOINTS')).toHaveLength(1);
    expect(await balanceOf(ctx(), dan)).toBe(0);
    expect(await ownedIds(ctx(), dan)).toHaveLength(3);
  });

  it('levels a character up with level × 2 cards, its stats growing by 10% of the base per level', async () => {
    const eva = await richPlayer(ctx(), 'shop_eva', 0);
    await grantCharacter(ctx(), eva.id, rare.id, 1, 3);
    const res = await levelUp(ctx(), eva, rare.id);
    expect(res.statusCode, res.body).toBe(200);
    const { character, previous } = res.json();
    expect(character).toMatchObject({ characterid: rare.id, lvl: 2, num_cards: 1, cardsToNextLevel: 4 });
    expect(previous).toEqual(maxStats(rare.base, 1));
    expect({
      health: character.health,
      hunger: character.hunger,
      thirst: character.thirst,
      sanity: character.sanity,
    }).toEqual(maxStats(rare.base, 2));
    const short = await levelUp(ctx(), eva, rare.id);
    expect([short.statusCode, short.json().code]).toEqual([409, 'NOT_ENOUGH_CARDS']);
    expect((await levelUp(ctx(), eva, surfer.id)).json().code).toBe('CHARACTER_NOT_OWNED');
    expect((await levelUp(ctx(), eva, 9999)).json().code).toBe('CHARACTER_NOT_FOUND');
  });

  it('spends the same cards once: five level-ups at once with cards for one', async () => {
    const fer = await richPlayer(ctx(), 'shop_fer', 0);
    await grantCharacter(ctx(), fer.id, fisher.id, 1, 2);
    const answers = await Promise.all(Array.from({ length: 5 }, () => levelUp(ctx(), fer, fisher.id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(['NOT_ENOUGH_CARDS', 'CONCURRENT_CHANGE']).toContain(res.json().code);
    }
    const row = await ctx()
      .app.db.kysely.selectFrom('user_characters')
      .select(['lvl', 'num_cards'])
      .where('user_id', '=', fer.id)
      .where('characterid', '=', fisher.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lvl: 2, num_cards: 0 });
  });

  describe('bad requests', () => {
    it('answers bad ids, bad bodies and missing tokens with a clear 4xx', async () => {
      const gil = await richPlayer(ctx(), 'shop_gil', 100);
      for (const url of ['/characters/shop', '/characters/level_up']) {
        for (const characterId of [0, -3, 2.5, '2', null, 2 ** 40]) {
          expect((await post(ctx(), gil, url, characterId)).statusCode, `${url} ${characterId}`).toBe(400);
        }
        for (const badCase of malformedBodies(
          { method: 'POST', url, headers: gil.headers },
          { characterId: surfer.id },
        )) {
          expectRefusal(await ctx().app.inject(badCase.request), badCase, url);
        }
        expect((await ctx().app.inject({ method: 'POST', url, payload: { characterId: 2 } })).statusCode).toBe(401);
      }
      expect(await balanceOf(ctx(), gil)).toBe(100);
    });
  });
});
