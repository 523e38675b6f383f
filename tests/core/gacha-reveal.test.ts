import { describe, expect, it } from 'vitest';
import { CALM_VOLUME_SHARE, revealGroup, revealStyle, shuffleSound } from '@src/core/gacha-reveal';
import { RARITIES } from '@src/core/rarity';

describe('the gacha reveal', () => {
  it('groups the seven rarities into four reveals, one sound each', () => {
    expect(RARITIES.map(revealGroup)).toEqual([
      'common',
      'common',
      'epic',
      'epic',
      'legendary',
      'legendary',
      'exclusive',
    ]);
    expect(revealStyle('mythic', false).sound.sound).toBe('reveal-legendary');
  });

  it('is bigger, brighter and louder the rarer the roll', () => {
    const styles = RARITIES.map((rarity) => revealStyle(rarity, false));
    for (let i = 1; i < styles.length; i += 1) {
      expect(styles[i].scale).toBeGreaterThan(styles[i - 1].scale);
      expect(styles[i].rays).toBeGreaterThan(styles[i - 1].rays);
      expect(styles[i].sparkles).toBeGreaterThan(styles[i - 1].sparkles);
      expect(styles[i].sound.volume).toBeGreaterThanOrEqual(styles[i - 1].sound.volume);
    }
    expect(styles[0]).toMatchObject({ rays: 0, sparkles: 0, spin: false });
    expect(styles[6].sound.volume).toBeLessThanOrEqual(0.65);
  });

  it('under reduced motion throws no sparkles, turns nothing, keeps the shuffle silent and the reveal quieter', () => {
    for (const rarity of RARITIES) {
      const calm = revealStyle(rarity, true);
      const lively = revealStyle(rarity, false);
      expect(calm).toMatchObject({ sparkles: 0, spin: false, scale: lively.scale, group: lively.group });
      expect(calm.sound.volume).toBeCloseTo(lively.sound.volume * CALM_VOLUME_SHARE);
    }
    expect(shuffleSound(true)).toBeNull();
    expect(shuffleSound(false)).toEqual({ sound: 'gacha-shuffle', volume: 0.3 });
  });
});
