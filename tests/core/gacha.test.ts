import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARDS_PER_DUPLICATE, cardsToNextLevel, grantOf, levelUpWithCards } from '../../src/core/character-progress';
import { BANNER_PRICE, BANNERS, GACHA_ODDS, GACHA_SLOTS, oddsPercent, rarityForSlot } from '../../src/core/gacha';
import { compareRarity, RARITIES, RARITY_ORDER, type Rarity } from '../../src/core/rarity';

/** Percent per rarity of a banner, rarest first, as spec 9 lists them. */
const percents = (banner: (typeof BANNERS)[number]) =>
  GACHA_ODDS[banner].map(([rarity, slots]) => [rarity, oddsPercent(slots)]);

describe('rarities (spec 9)', () => {
  it('sort common 1 … exclusive 7', () => {
    expect(RARITIES.map((r) => RARITY_ORDER[r])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const shuffled: Rarity[] = ['mythic', 'common', 'exclusive', 'rare', 'epic', 'super-rare', 'legendary'];
    expect(shuffled.sort(compareRarity)).toEqual([...RARITIES]);
  });
});

describe('gacha tables (spec 9)', () => {
  it('costs 100, 1000 and 10000 VPoints per roll', () => {
    expect(BANNER_PRICE).toEqual({ common: 100, rare: 1000, epic: 10000 });
  });

  it('has the spec odds', () => {
    expect(percents('common')).toEqual([
      ['exclusive', 0.01],
      ['mythic', 0.11],
      ['legendary', 1],
      ['epic', 5],
      ['super-rare', 10],
      ['rare', 30],
      ['common', 53.88],
    ]);
    expect(percents('rare')).toEqual([
      ['exclusive', 0.2],
      ['mythic', 2.2],
      ['legendary', 8],
      ['epic', 20],
      ['super-rare', 40],
      ['rare', 20],
      ['common', 9.6],
    ]);
    expect(percents('epic')).toEqual([
      ['exclusive', 4],
      ['mythic', 24],
      ['legendary', 40],
      ['epic', 32],
    ]);
  });

  it('fills exactly 10000 slots on every banner', () => {
    for (const banner of BANNERS) {
      expect(GACHA_ODDS[banner].reduce((sum, [, slots]) => sum + slots, 0)).toBe(GACHA_SLOTS);
    }
  });

  it('maps slot boundaries to the rarest rarity first', () => {
    expect(rarityForSlot('common', 0)).toBe('exclusive');
    expect(rarityForSlot('common', 1)).toBe('mythic');
    expect(rarityForSlot('common', 11)).toBe('mythic');
    expect(rarityForSlot('common', 12)).toBe('legendary');
    expect(rarityForSlot('common', 4611)).toBe('rare');
    expect(rarityForSlot('common', 4612)).toBe('common');
    expect(rarityForSlot('common', 9999)).toBe('common');
    expect(rarityForSlot('rare', 19)).toBe('exclusive');
    expect(rarityForSlot('rare', 20)).toBe('mythic');
    expect(rarityForSlot('rare', 9039)).toBe('rare');
    expect(rarityForSlot('rare', 9040)).toBe('common');
    expect(rarityForSlot('epic', 399)).toBe('exclusive');
    expect(rarityForSlot('epic', 2800)).toBe('legendary');
    expect(rarityForSlot('epic', 9999)).toBe('epic');
  });

  it('gives each rarity exactly its number of slots', () => {
    for (const banner of BANNERS) {
      const counts = new Map<Rarity, number>();
      for (let slot = 0; slot < GACHA_SLOTS; slot++) {
        const rarity = rarityForSlot(banner, slot);
        counts.set(rarity, (counts.get(rarity) ?? 0) + 1);
      }
      expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(GACHA_ODDS[banner]));
    }
  });

  it('refuses slots outside [0, 10000)', () => {
    expect(() => rarityForSlot('common', -1)).toThrow(RangeError);
    expect(() => rarityForSlot('common', 10000)).toThrow(RangeError);
    expect(() => rarityForSlot('epic', 0.5)).toThrow(RangeError);
  });
});

describe('character level cards (spec 9)', () => {
  it('turns a character handed out again into cards, a new one into the character', () => {
    expect(grantOf(false)).toEqual({ kind: 'new' });
    expect(grantOf(true)).toEqual({ kind: 'card', cards: CARDS_PER_DUPLICATE });
    expect(CARDS_PER_DUPLICATE).toBeGreaterThan(0);
  });

  it('needs level × 2 cards to go up a level', () => {
    expect(cardsToNextLevel(1)).toBe(2);
    expect(cardsToNextLevel(5)).toBe(10);
    expect(levelUpWithCards(1, 1)).toBeNull();
    expect(levelUpWithCards(1, 2)).toEqual({ level: 2, cards: 0 });
    expect(levelUpWithCards(3, 9)).toEqual({ level: 4, cards: 3 });
  });

  it('never spends more cards than held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 500 }), (level, cards) => {
        const up = levelUpWithCards(level, cards);
        if (up) expect(up).toEqual({ level: level + 1, cards: cards - 2 * level });
        else expect(cards).toBeLessThan(2 * level);
      }),
    );
  });
});
