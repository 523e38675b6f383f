import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/core/catalogue/characters';
import { choose, drawEvent, startRun } from '../../../src/core/run';
import type { ActionResult, PlayConsequence, PlayEvent, PlayMap, RunCharacter, RunState } from '../../../src/core/run';
import { event, option, plainCharacter, playMap } from '../helpers/maps';

const ok = (result: ActionResult): RunState => {
  if (!result.ok) throw new Error(JSON.stringify(result.refusal));
  return result.state;
};

/** Starts a run on a map of event 1 with this option (plus `rest`, locked) and opens event 1. */
function atFirstEvent(first: PlayConsequence, rest: PlayEvent[] = [], character: RunCharacter = plainCharacter) {
  const map = playMap([event(1, [first]), ...rest.map((e) => ({ ...e, locked: true }))]);
  const state = ok(drawEvent(map, startRun(map, character, 1, 'turn')));
  expect(state.current).toBe(1);
  return { map, state };
}

const catalogue = (skin: string) => {
  const found = CHARACTERS.find((c) => c.skin === skin);
  if (!found) throw new Error(skin);
  return found;
};

describe('starting a run', () => {
  it('starts with full stats for the level, the whole map in the pool and nothing open', () => {
    const map = playMap([event(1, [option(10)]), event(2, [option(20)], true)]);
    const state = startRun(map, plainCharacter, 3, 'seed');
    expect(state.max).toEqual({ health: 120, hunger: 120, thirst: 120, sanity: 120 });
    expect(state.stats).toEqual(state.max);
    expect(state).toMatchObject({ pool: [1, 2], current: null, turn: 0, status: 'playing', effects: [] });
  });

  it('is already won on a map with nothing to play', () => {
    expect(startRun(playMap([]), plainCharacter, 1, 's')).toMatchObject({ status: 'won', endReason: 'no-events' });
    const optionless = playMap([event(1, [])]);
    expect(startRun(optionless, plainCharacter, 1, 's').status).toBe('won');
  });
});

describe('one turn, in the order of spec 4', () => {
  it('applies the option, gives its effect, ticks effects, drains and records the completed event', () => {
    const { map, state } = atFirstEvent(option(10, { health: -10, effect: 'poison' }), [event(2, [option(20)])]);
    const after = ok(choose(map, state, 1, 10));
    // health: -10 (option) -1 (poison); hunger: -1 (poison) -2 (drain); thirst: -1 -3; sanity: -1 (drain)
    expect(after.stats).toEqual({ health: 89, hunger: 97, thirst: 96, sanity: 99 });
    expect(after.effects).toEqual([{ effect: 'poison', turnsLeft: 3 }]);
    expect(after.turn).toBe(1);
    expect(after.completed).toEqual([{ turn: 1, eventId: 1, consequenceId: 10 }]);
    expect(after.damage).toEqual([
      { turn: 1, stat: 'health', amount: 10, source: 'choice' },
      { turn: 1, stat: 'health', amount: 1, source: 'effect', effect: 'poison' },
      { turn: 1, stat: 'hunger', amount: 1, source: 'effect', effect: 'poison' },
      { turn: 1, stat: 'thirst', amount: 1, source: 'effect', effect: 'poison' },
      { turn: 1, stat: 'hunger', amount: 2, source: 'drain' },
      { turn: 1, stat: 'thirst', amount: 3, source: 'drain' },
      { turn: 1, stat: 'sanity', amount: 1, source: 'drain' },
    ]);
    expect(after.current).toBeNull();
  });

  it('records only what the clamp let through as healing', () => {
    const { map, state } = atFirstEvent(option(10, { health: 50, hunger: 1 }), [event(2, [option(20)])]);
    const after = ok(choose(map, state, 1, 10));
    expect(after.stats.health).toBe(100);
    expect(after.healing).toEqual([]); // both stats were already full
    expect(after.damage.every((record) => record.source === 'drain')).toBe(true);
  });

  it('lets an effect act on the turn it is given and the next ones, then removes it', () => {
    // A chain of follows plays the events in order 1 → 5.
    const chain = [1, 2, 3, 4, 5].map((id) =>
      event(id, [
        option(id * 10, {
          followsEventId: id < 5 ? id + 1 : null,
          effect: id === 1 ? 'bleeding' : 'nada',
        }),
      ]),
    );
    const map = playMap(chain);
    let state: RunState = { ...startRun(map, plainCharacter, 1, 'bleed'), current: 1, pool: [2, 3, 4, 5] };
    const turnsLeft: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) {
      state = ok(choose(map, state, id, id * 10));
      turnsLeft.push(state.effects.find((e) => e.effect === 'bleeding')?.turnsLeft ?? 0);
    }
    expect(turnsLeft).toEqual([2, 1, 0, 0, 0]);
    const bleeding = state.damage.filter((record) => record.effect === 'bleeding');
    expect(bleeding.map((record) => [record.turn, record.amount])).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
    ]);
  });

  it('warns about an unknown effect text and plays on', () => {
    const { map, state } = atFirstEvent(option(10, { effect: 'sunburn' }), [event(2, [option(20)])]);
    const after = ok(choose(map, state, 1, 10));
    expect(after.effects).toEqual([]);
    expect(after.warnings).toEqual([
      { turn: 1, code: 'unknown-effect', eventId: 1, consequenceId: 10, target: 'sunburn' },
    ]);
  });
});

describe('how a turn ends', () => {
  it('kills when a stat reaches 0', () => {
    const { map, state } = atFirstEvent(option(10, { thirst: -97 }), [event(2, [option(20)])]);
    expect(ok(choose(map, state, 1, 10))).toMatchObject({ status: 'dead', endReason: 'died', stats: { thirst: 0 } });
  });

  it('lets death win over victory when a winning option also kills', () => {
    const { map, state } = atFirstEvent(option(10, { wins: true, health: -100 }));
    expect(ok(choose(map, state, 1, 10))).toMatchObject({ status: 'dead', endReason: 'died' });
  });

  it('wins with a winning option', () => {
    const { map, state } = atFirstEvent(option(10, { wins: true }), [event(2, [option(20)])]);
    expect(ok(choose(map, state, 1, 10))).toMatchObject({ status: 'won', endReason: 'wins' });
  });

  it('unlocks an event, which the bottle can then draw', () => {
    const { map, state } = atFirstEvent(option(10, { unlocksEventId: 2 }), [event(2, [option(20)])]);
    const after = ok(choose(map, state, 1, 10));
    expect(after.unlocked).toEqual([2]);
    expect(ok(drawEvent(map, after)).current).toBe(2);
  });

  it('wins when the only events left are locked', () => {
    const { map, state } = atFirstEvent(option(10), [event(2, [option(20)])]);
    expect(ok(choose(map, state, 1, 10))).toMatchObject({ status: 'won', endReason: 'no-events' });
  });

  it('puts the reward in the backpack', () => {
    const { map, state } = atFirstEvent(option(10, { rewardItemId: 7 }), [event(2, [option(20)])]);
    const twice = { ...state, backpack: { 7: 1 } };
    expect(ok(choose(map, twice, 1, 10)).backpack).toEqual({ 7: 2 });
  });

  it('opens a followed event at once, even a locked one, without drawing', () => {
    const { map, state } = atFirstEvent(option(10, { followsEventId: 2 }), [event(2, [option(20)])]);
    const after = ok(choose(map, state, 1, 10));
    expect(after).toMatchObject({ current: 2, pool: [], rng: state.rng, status: 'playing' });
    expect(ok(choose(map, after, 2, 20)).status).toBe('won');
  });

  it('logs a missing follow target and plays on', () => {
    const map = playMap([event(1, [option(10, { followsEventId: 99 })]), event(2, [option(20)])]);
    const start = startRun(map, plainCharacter, 1, 'missing');
    const opened = { ...start, current: 1, pool: [2] };
    const after = ok(choose(map, opened, 1, 10));
    expect(after.warnings).toEqual([
      { turn: 1, code: 'follow-target-missing', eventId: 1, consequenceId: 10, target: 99 },
    ]);
    expect(after).toMatchObject({ current: null, status: 'playing' });
  });

  it('does not reopen an event already played (no follow loops)', () => {
    const map = playMap([event(1, [option(10, { followsEventId: 1 })]), event(2, [option(20)])]);
    const opened = { ...startRun(map, plainCharacter, 1, 'loop'), current: 1, pool: [2] };
    const after = ok(choose(map, opened, 1, 10));
    expect(after.current).toBeNull();
    expect(after.warnings[0]?.code).toBe('follow-target-missing');
  });
});

describe('the bottle', () => {
  const map: PlayMap = playMap([
    event(1, [option(10)]),
    event(2, []), // no options: never drawn
    event(3, [option(30)], true), // locked
    event(4, [option(40, { requiredItemId: 5 })]), // needs an item the player lacks
    event(5, [option(50)]),
  ]);

  it('draws only unlocked events the player can answer, and takes them out of the pool', () => {
    const drawn = new Set<number>();
    for (let i = 0; i < 50; i++) {
      const state = ok(drawEvent(map, startRun(map, plainCharacter, 1, `bottle-${i}`)));
      drawn.add(state.current ?? -1);
      expect(state.pool).not.toContain(state.current);
      expect(state.pool).toHaveLength(4);
    }
    expect([...drawn].sort()).toEqual([1, 5]);
  });

  it('draws the same event for the same seed', () => {
    const first = ok(drawEvent(map, startRun(map, plainCharacter, 1, 'same')));
    const again = ok(drawEvent(map, startRun(map, plainCharacter, 1, 'same')));
    expect(again).toEqual(first);
  });

  it('does not draw over an open event or after the end', () => {
    const open = ok(drawEvent(map, startRun(map, plainCharacter, 1, 'open')));
    expect(drawEvent(map, open)).toEqual({ ok: false, refusal: { code: 'event-open', current: open.current } });
    expect(drawEvent(map, { ...open, status: 'dead' })).toEqual({ ok: false, refusal: { code: 'run-ended' } });
  });
});

describe('passives in play', () => {
  it("spends the captain's save on a deadly turn and lets the next one kill", () => {
    const deadly = option(10, { health: -500 });
    const map = playMap([event(1, [deadly]), event(2, [{ ...deadly, id: 20 }])]);
    const captain = catalogue('captain');
    let state = ok(drawEvent(map, startRun(map, captain, 1, 'captain')));
    state = ok(choose(map, state, state.current ?? -1, state.current === 1 ? 10 : 20));
    expect(state.status).toBe('playing');
    expect(state.stats.health).toBe(39); // 30% of 130
    expect(state.passive.lastStandUsed).toBe(true);
    expect(state.passiveTriggers).toEqual([{ turn: 1, kind: 'last_stand' }]);
    state = ok(drawEvent(map, state));
    state = ok(choose(map, state, state.current ?? -1, state.current === 1 ? 10 : 20));
    expect(state.status).toBe('dead');
  });

  it('keeps the robot free of harmful effects and tells the screen', () => {
    const { map, state } = atFirstEvent(option(10, { effect: 'paranoia' }), [], catalogue('robot'));
    const after = ok(choose(map, state, 1, 10));
    expect(after.effects).toEqual([]);
    expect(after.passiveTriggers).toEqual([{ turn: 1, kind: 'immune', effect: 'paranoia' }]);
  });

  it("halves the surfer's thirst drain", () => {
    const { map, state } = atFirstEvent(option(10), [event(2, [option(20)])], catalogue('surfer'));
    const after = ok(choose(map, state, 1, 10));
    expect(after.stats.thirst).toBe(90 - 2); // 3% of 90 = 3, halved = 1.5 → 2
  });
});
