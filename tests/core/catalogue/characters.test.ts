import { describe, expect, it } from 'vitest';
import {
  CHARACTER_PRICE,
  CHARACTERS,
  characterById,
  STARTER_CHARACTER_ID,
} from '../../../src/core/catalogue/characters';
import { RARITIES, RARITY_ORDER } from '../../../src/core/rarity';
import { STAT_BASELINE, STAT_KEYS } from '../../../src/core/stats';

describe('character catalogue', () => {
  it('has exactly the twenty characters of the brief, with ids, skins, names and rarities', () => {
    expect(CHARACTERS.map((c) => [c.id, c.skin, c.name.es, c.name.en, c.rarity])).toEqual([
      [1, 'tourist', 'Turista', 'Tourist', 'common'],
      [2, 'surfer', 'Surfista', 'Surfer', 'common'],
      [3, 'fisher', 'Pescador', 'Fisher', 'common'],
      [4, 'backpacker', 'Mochilera', 'Backpacker', 'common'],
      [5, 'lifeguard', 'Socorrista', 'Lifeguard', 'rare'],
      [6, 'chef', 'Chef', 'Chef', 'rare'],
      [7, 'doctor', 'Doctora', 'Doctor', 'rare'],
      [8, 'scout', 'Scout', 'Scout', 'rare'],
      [9, 'biologist', 'Bióloga marina', 'Marine biologist', 'super-rare'],
      [10, 'yogi', 'Yogui', 'Yogi', 'super-rare'],
      [11, 'pirate', 'Pirata', 'Pirate', 'super-rare'],
      [12, 'explorer', 'Exploradora', 'Explorer', 'epic'],
      [13, 'astronaut', 'Astronauta', 'Astronaut', 'epic'],
      [14, 'shaman', 'Chamán', 'Shaman', 'epic'],
      [15, 'ninja', 'Ninja', 'Ninja', 'legendary'],
      [16, 'captain', 'Capitana', 'Captain', 'legendary'],
      [17, 'vampire', 'Vampiro', 'Vampire', 'mythic'],
      [18, 'robot', 'Robot', 'Robot', 'mythic'],
      [19, 'mermaid', 'Sirena', 'Mermaid', 'exclusive'],
      [20, 'dragon', 'Dragona', 'Dragon', 'exclusive'],
    ]);
    expect(characterById(STARTER_CHARACTER_ID)?.skin).toBe('tourist');
    expect(characterById(21)).toBeUndefined();
  });

  it('spreads a stat budget of 400 + 20 per rarity step around the baseline of 100', () => {
    for (const c of CHARACTERS) {
      const total = STAT_KEYS.reduce((sum, key) => sum + c.base[key], 0);
      expect(total, c.skin).toBe(4 * STAT_BASELINE + 20 * (RARITY_ORDER[c.rarity] - 1));
      for (const key of STAT_KEYS) expect(c.base[key], `${c.skin} ${key}`).toBeGreaterThanOrEqual(90);
    }
  });

  it('prices characters by rarity (rarer costs more) and gives the tourist away', () => {
    const prices = RARITIES.map((r) => CHARACTER_PRICE[r]);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const c of CHARACTERS) expect(c.price).toBe(c.id === STARTER_CHARACTER_ID ? 0 : CHARACTER_PRICE[c.rarity]);
  });

  it('gives everyone a described passive with a unique id, in both languages', () => {
    const ids = CHARACTERS.map((c) => c.passive.id);
    expect(new Set(ids).size).toBe(CHARACTERS.length);
    for (const c of CHARACTERS) {
      for (const text of [c.name, c.description, c.passive.name, c.passive.description]) {
        expect(text.es.trim(), c.skin).not.toBe('');
        expect(text.en.trim(), c.skin).not.toBe('');
      }
      expect(c.passive.rules.length, c.skin).toBeGreaterThan(0);
    }
  });

  it('states every number of a passive rule in both descriptions', () => {
    for (const { skin, passive } of CHARACTERS) {
      for (const rule of passive.rules) {
        const numbers = [
          'percent' in rule ? rule.percent : null,
          'every' in rule ? rule.every : null,
          'turns' in rule ? rule.turns : null,
        ].filter((n): n is number => n !== null && n !== 100);
        for (const n of numbers) {
          expect(passive.description.es, skin).toContain(String(n));
          expect(passive.description.en, skin).toContain(String(n));
        }
      }
    }
  });

  it('keeps the popup status unambiguous: at most one once-per-run or countdown rule per passive', () => {
    for (const { skin, passive } of CHARACTERS) {
      const stateful = passive.rules.filter((rule) => rule.kind === 'last_stand' || rule.kind === 'regen');
      expect(stateful.length, skin).toBeLessThanOrEqual(1);
    }
  });
});
