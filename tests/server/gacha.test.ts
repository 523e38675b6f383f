import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../src/core/catalogue/characters';
import { BANNER_PRICE, SPARK_POINTS } from '../../src/core/gacha';
import type { RandomSource } from '../../server/services/economy/randomness';
import { signedInPlayer } from './helpers/accounts';
import { describeEachDb, type TestContext } from './helpers/app';
import { expectLedgersBalanced, grantVpoints } from './helpers/ledger';
import { userIdOf } from './helpers/play-maps';

/** A chance source the test scripts: each roll takes the next slot and the next pick (0 when the script runs out). */
const script = { slots: [] as number[], picks: [] as number[] };
const scripted: RandomSource = { slot: () => script.slots.shift() ?? 0, below: () => script.picks.shift() ?? 0 };

type Player = Awaited<ReturnType<typeof signedInPlayer>> & { id: number };
const byRarity = (rarity: string) => CHARACTERS.filter((c) => c.rarity === rarity).sort((a, b) => a.id - b.id);
const [firstExclusive, secondExclusive] = byRarity('exclusive');
const [firstCommon] = byRarity('common');

async function playerWith(ctx: TestContext, prefix: string, vpoints: number): Promise<Player> {
  const player = await signedInPlayer(ctx, prefix);
  const id = await userIdOf(ctx, player.username);
  if (vpoints > 0) await grantVpoints(ctx, id, vpoints);
  return { ...player, id };
}
const rollOn = (ctx: TestContext, who: Player, bannerType: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/characters/roll', headers: who.headers, payload: { bannerType } });
const get = (ctx: TestContext, who: Player, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: who.headers });
const spark = (ctx: TestContext, who: Player, bannerType: string, characterId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/characters/spark',
    headers: who.headers,
    payload: { bannerType, characterId },
  });
async function balanceOf(ctx: TestContext, who: Player): Promise<number> {
  const row = await ctx.app.db.kysely
    .selectFrom('users')
    .select('vpoints')
    .where('id', '=', who.id)
    .executeTakeFirstOrThrow();
  return row.vpoints;
}

describeEachDb(
  'gacha',
  (ctx) => {
    beforeEach(() => {
      script.slots = [];
      script.picks = [];
    });
    afterAll(async () => {
      await expectLedgersBalanced(ctx());
    });

    it('draws through the published table: slot 0 of the common banner is exclusive, slot 9999 common', async () => {
      const ana = await playerWith(ctx(), 'gacha_ana', 2 * BANNER_PRICE.common);
      script.slots = [0, 9999];
      script.picks = [1, 0];
      const first = (await rollOn(ctx(), ana, 'common')).json();
      expect(first).toMatchObject({
        characterid: secondExclusive.id,
        rarity: 'exclusive',
        outcome: 'new',
        slot: 0,
        price: BANNER_PRICE.common,
        vpoints: BANNER_PRICE.common,
        spark: { points: 1, needed: SPARK_POINTS.common },
      });
      const second = (await rollOn(ctx(), ana, 'common')).json();
      // The starter (owned by every account) is the first common character: the roll turns it into a card.
      expect(second).toMatchObject({
        characterid: firstCommon.id,
        rarity: 'common',
        outcome: 'card',
        num_cards: 1,
        slot: 9999,
      });
      const history = (await get(ctx(), ana, '/characters/rolls')).json();
      expect(history).toMatchObject({ total: 2, page: 1, pageSize: 20 });
      expect(history.rolls.map((r: { slot: number; outcome: string }) => [r.slot, r.outcome]).sort()).toEqual([
        [0, 'new'],
        [9999, 'card'],
      ]);
      const summary = (await get(ctx(), ana, '/characters/rolls/summary')).json();
      expect(summary.banners.find((b: { banner: string }) => b.banner === 'common')).toEqual({
        banner: 'common',
        rolls: 2,
        observed: { exclusive: 1, common: 1 },
        spark: { points: 2, needed: SPARK_POINTS.common },
      });
      expect(await balanceOf(ctx(), ana)).toBe(0);
    });

    it('rolls exactly as often as the money allows: twenty at once with money for ten', async () => {
      const bea = await playerWith(ctx(), 'gacha_bea', 10 * BANNER_PRICE.rare);
      script.slots = Array.from({ length: 20 }, (_, i) => 5000 + i);
      const answers = await Promise.all(Array.from({ length: 20 }, () => rollOn(ctx(), bea, 'rare')));
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
      for (const res of answers.filter((r) => r.statusCode !== 200)) {
        expect([res.statusCode, res.json().code]).toEqual([409, 'INSUFFICIENT_VPOINTS']);
      }
      expect(await balanceOf(ctx(), bea)).toBe(0);
      expect((await get(ctx(), bea, '/characters/rolls')).json().total).toBe(10);
      const summary = (await get(ctx(), bea, '/characters/rolls/summary')).json();
      expect(summary.banners.find((b: { banner: string }) => b.banner === 'rare').spark.points).toBe(10);
    });

    it('refuses a roll without the VPoints and changes nothing', async () => {
      const cai = await playerWith(ctx(), 'gacha_cai', BANNER_PRICE.epic - 1);
      const res = await rollOn(ctx(), cai, 'epic');
      expect([res.statusCode, res.json().code]).toEqual([409, 'INSUFFICIENT_VPOINTS']);
      expect(await balanceOf(ctx(), cai)).toBe(BANNER_PRICE.epic - 1);
      expect((await get(ctx(), cai, '/characters/rolls')).json()).toMatchObject({ total: 0, rolls: [] });
      expect((await get(ctx(), cai, '/characters/user')).json().characters).toHaveLength(1);
    });

    it('spends a full spark once on a character of the banner’s rarest rarity', async () => {
      const needed = SPARK_POINTS.epic;
      const dan = await playerWith(ctx(), 'gacha_dan', needed * BANNER_PRICE.epic);
      script.slots = Array.from({ length: needed }, () => 9999);
      for (let i = 0; i < needed; i++) expect((await rollOn(ctx(), dan, 'epic')).statusCode).toBe(200);
      const notExclusive = await spark(ctx(), dan, 'epic', firstCommon.id);
      expect([notExclusive.statusCode, notExclusive.json().code]).toEqual([400, 'SPARK_CHARACTER_NOT_ELIGIBLE']);
      const answers = await Promise.all([
        spark(ctx(), dan, 'epic', firstExclusive.id),
        spark(ctx(), dan, 'epic', secondExclusive.id),
      ]);
      const done = answers.filter((res) => res.statusCode === 200);
      expect(done).toHaveLength(1);
      expect(done[0].json()).toMatchObject({ rarity: 'exclusive', outcome: 'new', spark: { points: 0, needed } });
      expect(answers.find((res) => res.statusCode !== 200)!.json().code).toBe('SPARK_NOT_READY');
    });

    describe('bad requests', () => {
      it('answers unknown banners, bad pages and missing tokens with a clear 4xx', async () => {
        const eva = await playerWith(ctx(), 'gacha_eva', 1000);
        for (const bannerType of ['legendary', '', 1, null]) {
          expect((await rollOn(ctx(), eva, bannerType)).statusCode, String(bannerType)).toBe(400);
        }
        for (const page of ['0', '-1', 'x', '1.5']) {
          expect((await get(ctx(), eva, `/characters/rolls?page=${page}`)).statusCode, page).toBe(400);
        }
        expect((await spark(ctx(), eva, 'epic', 9999)).json().code).toBe('CHARACTER_NOT_FOUND');
        expect((await spark(ctx(), eva, 'epic', firstExclusive.id)).json().code).toBe('SPARK_NOT_READY');
        expect(
          (await ctx().app.inject({ method: 'POST', url: '/characters/roll', payload: { bannerType: 'common' } }))
            .statusCode,
        ).toBe(401);
        expect(await balanceOf(ctx(), eva)).toBe(1000);
      });
    });
  },
  { deps: () => ({ random: scripted }) },
);
