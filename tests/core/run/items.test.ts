import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/core/catalogue/characters';
import { canChoose, choose, consumeItem, startRun, type PlayMap, type RunState } from '../../../src/core/run';
import { event, option, plainCharacter, playMap } from '../helpers/maps';

const items: PlayMap['items'] = [
  { id: 1, functionality: 'heal' },
  { id: 2, functionality: 'drink' },
  { id: 3, functionality: 'intercambiable' },
  { id: 4, functionality: 'None' },
];
const map = playMap(
  [event(1, [option(10, { requiredItemId: 2 }), option(11)]), event(2, [option(20, { requiredItemId: 2 })])],
  items,
);

/** A run between events (nothing on screen) with some stats down and a backpack. */
const hurt = (backpack: RunState['backpack'], character = plainCharacter): RunState => {
  const state = startRun(map, character, 1, 'items');
  return { ...state, backpack, stats: { ...state.stats, health: 50, thirst: 95 } };
};

describe('using items (spec 4)', () => {
  it('restores 10% of the max, consumes one and records healing, without taking a turn', () => {
    const result = consumeItem(map, hurt({ 1: 2 }), 1);
    expect(result.ok && result.state).toMatchObject({ stats: { health: 60 }, backpack: { 1: 1 }, turn: 0 });
    expect(result.ok && result.state.healing).toEqual([
      { turn: 0, stat: 'health', amount: 10, source: 'item', itemId: 1 },
    ]);
    expect(result.ok && result.state.effects).toEqual([]);
  });

  it('clamps at the maximum and removes the last one from the backpack', () => {
    const result = consumeItem(map, hurt({ 2: 1 }), 2);
    expect(result.ok && result.state).toMatchObject({ stats: { thirst: 100 }, backpack: {} });
    expect(result.ok && result.state.healing[0]?.amount).toBe(5);
  });

  it('refuses an item whose stat is already full, leaving the run and the backpack as they were', () => {
    const full = { ...hurt({ 1: 1, 2: 1 }), stats: { health: 100, hunger: 100, thirst: 100, sanity: 100 } };
    expect(consumeItem(map, full, 1)).toEqual({ ok: false, refusal: { code: 'stat-full', itemId: 1, stat: 'health' } });
    expect(consumeItem(map, full, 2)).toEqual({ ok: false, refusal: { code: 'stat-full', itemId: 2, stat: 'thirst' } });
    // One point below the maximum, it restores that point.
    const almost = consumeItem(map, { ...full, stats: { ...full.stats, thirst: 99 } }, 2);
    expect(almost.ok && almost.state.stats.thirst).toBe(100);
  });

  it('refuses trade items, keepsakes, unknown and missing items with a reason', () => {
    const state = hurt({ 3: 1, 4: 1, 9: 1 });
    expect(consumeItem(map, state, 3)).toEqual({ ok: false, refusal: { code: 'item-not-usable', itemId: 3 } });
    expect(consumeItem(map, state, 4)).toEqual({ ok: false, refusal: { code: 'item-not-usable', itemId: 4 } });
    expect(consumeItem(map, state, 9)).toEqual({ ok: false, refusal: { code: 'item-not-usable', itemId: 9 } });
    expect(consumeItem(map, state, 1)).toEqual({ ok: false, refusal: { code: 'item-not-held', itemId: 1 } });
    expect(consumeItem(map, { ...state, status: 'won' }, 3)).toEqual({ ok: false, refusal: { code: 'run-ended' } });
  });

  it('restores more with a passive that improves items', () => {
    const chef = CHARACTERS.find((c) => c.skin === 'chef');
    if (!chef) throw new Error('chef missing');
    const base = hurt({ 2: 1 }, chef);
    const result = consumeItem(map, { ...base, stats: { ...base.stats, thirst: 50 } }, 2);
    expect(result.ok && result.state.stats.thirst).toBe(70); // 20% of 100
  });
});

describe('options that need an item', () => {
  const onScreen = (backpack: RunState['backpack']): RunState => ({ ...hurt(backpack), current: 1, pool: [2] });
  const needsDrink = map.events[0].consequences[0];

  it('are closed without the item and open with it, which is kept', () => {
    expect(canChoose(onScreen({}), map.events[0], needsDrink)).toEqual({
      ok: false,
      refusal: { code: 'item-required', itemId: 2 },
    });
    expect(choose(map, onScreen({}), 1, 10)).toEqual({ ok: false, refusal: { code: 'item-required', itemId: 2 } });
    expect(canChoose(onScreen({ 2: 1 }), map.events[0], needsDrink)).toEqual({ ok: true });
    const after = choose(map, onScreen({ 2: 1 }), 1, 10);
    expect(after.ok && after.state.backpack).toEqual({ 2: 1 });
  });

  it('cannot be drunk away when it is the only way out of the event on screen', () => {
    const stuck = { ...onScreen({ 2: 1 }), current: 2, pool: [1] };
    expect(consumeItem(map, stuck, 2)).toEqual({ ok: false, refusal: { code: 'item-needed', itemId: 2 } });
    // Event 1 also has an option without requirement, so the drink can be used there.
    expect(consumeItem(map, onScreen({ 2: 1 }), 2).ok).toBe(true);
  });

  it('cannot be drunk away between events when every event left needs it', () => {
    const onlyEvent2Left: RunState = { ...hurt({ 2: 1 }), pool: [2] };
    expect(consumeItem(map, onlyEvent2Left, 2)).toEqual({ ok: false, refusal: { code: 'item-needed', itemId: 2 } });
    expect(consumeItem(map, { ...onlyEvent2Left, backpack: { 2: 2 } }, 2).ok).toBe(true);
  });
});
