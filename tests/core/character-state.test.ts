import { describe, expect, it } from 'vitest';
import { characterState, MUSIC_STATES, musicStateFor, portraitSuffix } from '../../src/core/character-state';
import type { Stats } from '../../src/core/stats';

const max: Stats = { health: 100, hunger: 120, thirst: 80, sanity: 100 };
const at = (fields: Partial<Stats>): Stats => ({ ...max, ...fields });

describe('character state (spec 4)', () => {
  it('is normal while every stat is at half or more', () => {
    expect(characterState(max, max)).toBe('normal');
    expect(characterState(at({ health: 50, hunger: 60, thirst: 40, sanity: 50 }), max)).toBe('normal');
    expect(portraitSuffix(max, max)).toBe('');
  });

  it('is named after the lowest stat ratio below one half', () => {
    expect(characterState(at({ health: 49 }), max)).toBe('herido');
    expect(characterState(at({ hunger: 59 }), max)).toBe('hambre');
    expect(characterState(at({ thirst: 39 }), max)).toBe('sed');
    expect(characterState(at({ sanity: 10 }), max)).toBe('locura');
    // hunger 48/120 = 0.4 is lower than health 45/100 = 0.45
    expect(characterState(at({ health: 45, hunger: 48 }), max)).toBe('hambre');
  });

  it('is muerto when any stat is 0', () => {
    expect(characterState(at({ thirst: 0, health: 10 }), max)).toBe('muerto');
  });

  it('gives the portrait suffixes _m, _v, _h, _s, _l', () => {
    expect(portraitSuffix(at({ sanity: 0 }), max)).toBe('_m');
    expect(portraitSuffix(at({ health: 20 }), max)).toBe('_v');
    expect(portraitSuffix(at({ hunger: 20 }), max)).toBe('_h');
    expect(portraitSuffix(at({ thirst: 20 }), max)).toBe('_s');
    expect(portraitSuffix(at({ sanity: 20 }), max)).toBe('_l');
  });

  it('has a music state per character state plus a default', () => {
    expect(MUSIC_STATES).toHaveLength(7);
    expect(musicStateFor('locura')).toBe('locura');
    expect(musicStateFor(null)).toBe('default');
  });
});
