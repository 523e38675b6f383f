import { describe, expect, it } from 'vitest';
import { PASSIVES } from '../../src/core/catalogue/passives';
import {
  choiceDeltasAfterPassive,
  drainAfterPassive,
  effectTurnsAfterPassive,
  FRESH_PASSIVE_MEMORY,
  itemPercentAfterPassive,
  lastStand,
  passiveRegen,
  passiveStatus,
  type PassiveMemory,
} from '../../src/core/passives';
import { seedRng } from '../../src/core/rng';
import type { Stats } from '../../src/core/stats';

const max: Stats = { health: 100, hunger: 100, thirst: 100, sanity: 120 };
const deltas = (fields: Partial<Stats>): Stats => ({ health: 0, hunger: 0, thirst: 0, sanity: 0, ...fields });
const rng = seedRng('passives');

describe('passive hooks', () => {
  it('cuts damage of choices to the named stats only, never healing', () => {
    const hit = deltas({ health: -20, hunger: -10, sanity: 5 });
    const out = choiceDeltasAfterPassive(PASSIVES.lifeguard.rules, hit, rng);
    expect(out.deltas).toEqual(deltas({ health: -15, hunger: -10, sanity: 5 }));
    expect(out.rng).toBe(rng); // no dodge rule: the generator is not touched
    expect(choiceDeltasAfterPassive(PASSIVES.dragon.rules, deltas({ thirst: -10 }), rng).deltas.thirst).toBe(-7);
  });

  it('dodges all damage of about a quarter of harmful choices for the ninja', () => {
    let dodged = 0;
    for (let i = 0; i < 4000; i++) {
      const out = choiceDeltasAfterPassive(PASSIVES.ninja.rules, deltas({ health: -10, thirst: 4 }), seedRng(`n${i}`));
      if (out.dodged) {
        dodged += 1;
        expect(out.deltas).toEqual(deltas({ thirst: 4 }));
      } else expect(out.deltas).toEqual(deltas({ health: -10, thirst: 4 }));
    }
    expect(dodged / 4000).toBeGreaterThan(0.22);
    expect(dodged / 4000).toBeLessThan(0.28);
  });

  it('does not roll a dodge for a harmless choice', () => {
    const out = choiceDeltasAfterPassive(PASSIVES.ninja.rules, deltas({ hunger: 10 }), rng);
    expect(out).toEqual({ deltas: deltas({ hunger: 10 }), rng, dodged: false });
  });

  it('makes effects not take hold, or last shorter or longer', () => {
    expect(effectTurnsAfterPassive([], 'poison')).toBe(4);
    expect(effectTurnsAfterPassive(PASSIVES.biologist.rules, 'poison')).toBe(0);
    expect(effectTurnsAfterPassive(PASSIVES.biologist.rules, 'bleeding')).toBe(3);
    expect(effectTurnsAfterPassive(PASSIVES.robot.rules, 'dehydration')).toBe(0);
    expect(effectTurnsAfterPassive(PASSIVES.robot.rules, 'natural_protection')).toBe(3);
    expect(effectTurnsAfterPassive(PASSIVES.doctor.rules, 'bleeding')).toBe(2);
    expect(effectTurnsAfterPassive(PASSIVES.doctor.rules, 'stomach_ache')).toBe(1);
    expect(effectTurnsAfterPassive(PASSIVES.shaman.rules, 'stomach_ache')).toBe(1);
    expect(effectTurnsAfterPassive(PASSIVES.shaman.rules, 'delicious_feast')).toBe(4);
  });

  it('slows the survival drain of the named stats', () => {
    expect(drainAfterPassive(PASSIVES.surfer.rules, 'thirst', 3)).toBe(2); // 1.5 rounds up
    expect(drainAfterPassive(PASSIVES.surfer.rules, 'hunger', 2)).toBe(2);
    expect(drainAfterPassive(PASSIVES.mermaid.rules, 'thirst', 5)).toBe(0);
    expect(drainAfterPassive(PASSIVES.astronaut.rules, 'sanity', 5)).toBe(3);
  });

  it('raises the percentage items restore', () => {
    expect(itemPercentAfterPassive([], 'food')).toBe(10);
    expect(itemPercentAfterPassive(PASSIVES.backpacker.rules, 'mind')).toBe(15);
    expect(itemPercentAfterPassive(PASSIVES.chef.rules, 'food')).toBe(20);
    expect(itemPercentAfterPassive(PASSIVES.chef.rules, 'heal')).toBe(10);
    expect(itemPercentAfterPassive(PASSIVES.mermaid.rules, 'drink')).toBe(30);
  });

  it('regenerates every N turns and counts down in the status', () => {
    const rules = PASSIVES.tourist.rules;
    let memory: PassiveMemory = FRESH_PASSIVE_MEMORY;
    const heals: number[] = [];
    const statuses: unknown[] = [passiveStatus(rules, memory)];
    for (let turn = 1; turn <= 8; turn++) {
      const regen = passiveRegen(rules, memory, max);
      memory = regen.memory;
      heals.push(regen.heal.sanity);
      statuses.push(passiveStatus(rules, memory));
    }
    expect(heals).toEqual([0, 0, 0, 6, 0, 0, 0, 6]);
    expect(statuses.slice(0, 5)).toEqual([
      { kind: 'charging', turnsLeft: 4 },
      { kind: 'charging', turnsLeft: 3 },
      { kind: 'charging', turnsLeft: 2 },
      { kind: 'charging', turnsLeft: 1 },
      { kind: 'charging', turnsLeft: 4 },
    ]);
  });

  it('saves from one deadly turn per run, refilling only the emptied stats', () => {
    const rules = PASSIVES.captain.rules;
    expect(passiveStatus(rules, FRESH_PASSIVE_MEMORY)).toEqual({ kind: 'ready' });
    const dying: Stats = { health: 0, hunger: 40, thirst: 0, sanity: 70 };
    expect(lastStand(rules, FRESH_PASSIVE_MEMORY, { ...dying, health: 1, thirst: 1 }, max)).toBeNull();
    const save = lastStand(rules, FRESH_PASSIVE_MEMORY, dying, max);
    expect(save?.heal).toEqual(deltas({ health: 30, thirst: 30 }));
    expect(save && passiveStatus(rules, save.memory)).toEqual({ kind: 'used' });
    expect(save && lastStand(rules, save.memory, dying, max)).toBeNull();
    expect(lastStand(PASSIVES.tourist.rules, FRESH_PASSIVE_MEMORY, dying, max)).toBeNull();
  });

  it('shows an always-on status for passives without a countdown or a save', () => {
    expect(passiveStatus(PASSIVES.lifeguard.rules, FRESH_PASSIVE_MEMORY)).toEqual({ kind: 'always' });
  });
});
