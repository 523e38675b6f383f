import { describe, expect, it } from 'vitest';
import {
  BANNERS,
  GACHA_ODDS,
  GACHA_SLOTS,
  pickFromRarity,
  rarityForSlot,
  SPARK_POINTS,
  sparkRarity,
} from '../../src/core/gacha';
import { cryptoRandom } from '../../server/services/economy/randomness';

/** Upper 0.01% points of the chi-square distribution: a fair table fails the test once in 10,000 runs. */
const CRITICAL = { 3: 21.108, 6: 27.856 } as Record<number, number>;
const DRAWS = 1_000_000;

describe('the gacha table under the server’s generator', () => {
  it.each(BANNERS)('%s banner: 1,000,000 draws match the published odds (chi-square)', (banner) => {
    const counts = new Map<string, number>();
    for (let i = 0; i < DRAWS; i++) {
      const rarity = rarityForSlot(banner, cryptoRandom.slot());
      counts.set(rarity, (counts.get(rarity) ?? 0) + 1);
    }
    let chiSquare = 0;
    for (const [rarity, slots] of GACHA_ODDS[banner]) {
      const expected = (DRAWS * slots) / GACHA_SLOTS;
      chiSquare += ((counts.get(rarity) ?? 0) - expected) ** 2 / expected;
    }
    expect([...counts.keys()].sort()).toEqual(GACHA_ODDS[banner].map(([rarity]) => rarity).sort());
    expect(chiSquare).toBeLessThan(CRITICAL[GACHA_ODDS[banner].length - 1]);
  });

  it('picks each character of the won rarity through the draw, and nothing outside the pool', () => {
    const pool = ['a', 'b', 'c'];
    expect(pool.map((_, i) => pickFromRarity(pool, () => i))).toEqual(pool);
    expect(() => pickFromRarity(pool, () => 3)).toThrow(RangeError);
    expect(() => pickFromRarity([], () => 0)).toThrow(RangeError);
    for (let i = 0; i < 1000; i++) expect(pool).toContain(pickFromRarity(pool, cryptoRandom.below));
  });

  it('sparks every banner toward its rarest rarity', () => {
    for (const banner of BANNERS) {
      expect(sparkRarity(banner)).toBe('exclusive');
      expect(SPARK_POINTS[banner]).toBeGreaterThan(0);
    }
  });
});
