import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDITOR_EFFECT_CHOICES, EDITOR_EFFECTS_SUBSET_READING } from '../../src/core/effect-choices';
import {
  addEffect,
  ageEffects,
  EFFECT_IDS,
  EFFECTS,
  effectTickChange,
  parseEffect,
  type ActiveEffect,
  type EffectId,
} from '../../src/core/effects';
import type { Stats } from '../../src/core/stats';

const hundred: Stats = { health: 100, hunger: 100, thirst: 100, sanity: 100 };
const change = (fields: Partial<Stats>): Stats => ({ health: 0, hunger: 0, thirst: 0, sanity: 0, ...fields });

describe('effect catalogue (spec 4)', () => {
  it('lasts the spec number of turns on creation', () => {
    const turns = Object.fromEntries(EFFECT_IDS.map((id) => [id, EFFECTS[id].turns]));
    expect(turns).toEqual({
      poison: 4,
      dehydration: 5,
      broken_bones: 4,
      bleeding: 3,
      stomach_ache: 2,
      paranoia: 4,
      digestive_issue: 3,
      nightmares: 3,
      natural_protection: 3,
      mental_focus: 4,
      god_bendition: 3,
      delicious_feast: 2,
      extreme_hydration: 3,
      hopeful_vision: 3,
      comforting_memory: 2,
      inner_balance: 3,
      desperation: 3,
      herbal_protection: 3,
    });
  });

  it('changes the spec percentages of the maximum each turn (shown at a maximum of 100)', () => {
    const expected: Record<EffectId, Stats> = {
      poison: change({ health: -1, hunger: -1, thirst: -1 }),
      dehydration: change({ thirst: -5 }),
      broken_bones: change({ health: -5 }),
      bleeding: change({ health: -5 }),
      stomach_ache: change({ hunger: -5, thirst: -5 }),
      paranoia: change({ sanity: -5 }),
      digestive_issue: change({ hunger: -1, thirst: -1 }),
      nightmares: change({ sanity: -1 }),
      natural_protection: change({ health: 5 }),
      mental_focus: change({ sanity: 1 }),
      god_bendition: change({ health: 1, hunger: 1, thirst: 1, sanity: 1 }),
      delicious_feast: change({ hunger: 5 }),
      extreme_hydration: change({ thirst: 5 }),
      hopeful_vision: change({ sanity: 3 }), // 2.5 rounds to 3
      comforting_memory: change({ sanity: 1 }),
      inner_balance: change({ health: 1, hunger: 1, thirst: 1, sanity: 1 }),
      desperation: change({ sanity: -3 }),
      herbal_protection: change({ health: 3 }),
    };
    for (const id of EFFECT_IDS) expect(effectTickChange(id, hundred), id).toEqual(expected[id]);
  });

  it('scales with the maximum, rounding to nearest, and poison takes at least 1 point', () => {
    const strong: Stats = { health: 150, hunger: 130, thirst: 90, sanity: 144 };
    expect(effectTickChange('broken_bones', strong).health).toBe(-8); // 7.5
    expect(effectTickChange('hopeful_vision', strong).sanity).toBe(4); // 3.6
    expect(effectTickChange('poison', strong)).toEqual(change({ health: -2, hunger: -1, thirst: -1 }));
    const frail: Stats = { health: 40, hunger: 40, thirst: 40, sanity: 40 };
    expect(effectTickChange('poison', frail)).toEqual(change({ health: -1, hunger: -1, thirst: -1 }));
  });

  it("reads 'nada', empty and null as no effect, and keeps unknown texts apart", () => {
    expect(parseEffect('nada')).toEqual({ kind: 'none' });
    expect(parseEffect(null)).toEqual({ kind: 'none' });
    expect(parseEffect(' ')).toEqual({ kind: 'none' });
    expect(parseEffect('poison')).toEqual({ kind: 'effect', effect: 'poison' });
    expect(parseEffect('toString')).toEqual({ kind: 'unknown', text: 'toString' });
  });
});

describe('active effects', () => {
  it('refreshes a re-applied effect to the longer duration instead of stacking it', () => {
    const active: ActiveEffect[] = [
      { effect: 'poison', turnsLeft: 1 },
      { effect: 'bleeding', turnsLeft: 2 },
    ];
    expect(addEffect(active, 'poison', 4)).toEqual([
      { effect: 'poison', turnsLeft: 4 },
      { effect: 'bleeding', turnsLeft: 2 },
    ]);
    expect(addEffect([{ effect: 'dehydration', turnsLeft: 5 }], 'dehydration', 3)).toEqual([
      { effect: 'dehydration', turnsLeft: 5 },
    ]);
    expect(addEffect(active, 'paranoia', 4)).toHaveLength(3);
  });

  it('loses a turn per tick and is removed at 0', () => {
    expect(ageEffects([{ effect: 'stomach_ache', turnsLeft: 2 }])).toEqual([{ effect: 'stomach_ache', turnsLeft: 1 }]);
    expect(ageEffects([{ effect: 'stomach_ache', turnsLeft: 1 }])).toEqual([]);
  });

  it('always expires: whatever is added, the longest duration of ticks later nothing is left', () => {
    const longest = Math.max(...EFFECT_IDS.map((id) => EFFECTS[id].turns));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...EFFECT_IDS), fc.integer({ min: 0, max: 3 }))), (additions) => {
        let active: ActiveEffect[] = [];
        for (const [effect, ticks] of additions) {
          active = addEffect(active, effect, EFFECTS[effect].turns);
          for (let i = 0; i < ticks; i++) active = ageEffects(active);
        }
        for (let i = 0; i < longest; i++) active = ageEffects(active);
        expect(active).toEqual([]);
      }),
    );
  });
});

describe('editor effect select (both readings of spec 3)', () => {
  it('offers nada, the fourteen common effects and desperation and herbal_protection', () => {
    expect(EDITOR_EFFECT_CHOICES[0]).toBe('nada');
    expect(EDITOR_EFFECT_CHOICES).toHaveLength(17);
    expect(EDITOR_EFFECT_CHOICES).toEqual(expect.arrayContaining(['desperation', 'herbal_protection', 'poison']));
    expect(EDITOR_EFFECT_CHOICES).not.toContain('digestive_issue');
    expect(EDITOR_EFFECT_CHOICES).not.toContain('god_bendition');
  });

  it('contains the subset reading whole', () => {
    expect(EDITOR_EFFECTS_SUBSET_READING).toHaveLength(14);
    expect(EDITOR_EFFECT_CHOICES).toEqual(expect.arrayContaining([...EDITOR_EFFECTS_SUBSET_READING]));
  });
});
