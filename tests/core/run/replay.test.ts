import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../src/core/catalogue/characters';
import {
  applyActions,
  drawableEvents,
  replayRun,
  sameAction,
  startRun,
  startsWithActions,
  type RunAction,
} from '../../../src/core/run';
import { findEvent, isAnswerable } from '../../../src/core/run/map-index';
import { STAT_KEYS } from '../../../src/core/stats';
import { event, mapArb, option, plainCharacter, playMap } from '../helpers/maps';
import { playWith } from '../helpers/play';

const map = playMap(
  [
    event(1, [option(10, { rewardItemId: 1, followsEventId: 2 }), option(11, { health: -5, followsEventId: 2 })]),
    event(2, [option(20, { requiredItemId: 1, wins: true }), option(21, { sanity: -10 })], true),
    event(3, [option(30, { effect: 'poison' })]),
    event(4, [option(40, { hunger: 15 })]),
  ],
  [{ id: 1, functionality: 'heal' }],
  4,
);

describe('replaying a run', () => {
  it('reproduces a recorded run exactly', () => {
    const played = playWith(map, CHARACTERS[14], 2, 'replay', [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]);
    expect(played.actions.length).toBeGreaterThan(0);
    expect(replayRun(map, CHARACTERS[14], 2, 'replay', played.actions)).toEqual({ ok: true, state: played.final });
  });

  it('goes on from a kept state as a replay from the seed does, one action at a time', () => {
    const played = playWith(map, CHARACTERS[14], 2, 'kept', [3, 1, 4, 1, 5, 9, 2, 6, 5, 3]);
    let state = startRun(map, CHARACTERS[14], 2, 'kept');
    for (const action of played.actions) {
      const next = applyActions(map, state, [action]);
      if (!next.ok) throw new Error(`refused: ${next.refusal.code}`);
      state = next.state;
    }
    expect(state).toEqual(played.final);
  });

  it('compares actions field by field, whatever order a stored action has its keys in', () => {
    const chosen: RunAction = { type: 'choose', eventId: 1, consequenceId: 10 };
    const stored = JSON.parse('{"consequenceId":10,"type":"choose","eventId":1}') as RunAction;
    expect(sameAction(chosen, stored)).toBe(true);
    expect(sameAction(chosen, { type: 'choose', eventId: 1, consequenceId: 11 })).toBe(false);
    expect(sameAction({ type: 'use-item', itemId: 1 }, chosen)).toBe(false);
    expect(startsWithActions([chosen, { type: 'use-item', itemId: 1 }], [stored])).toBe(true);
    expect(startsWithActions([stored], [chosen, chosen])).toBe(false);
  });

  it('gives another run for another seed, so a recorded seed cannot be swapped', () => {
    const played = playWith(map, plainCharacter, 1, 'seed-a', [0, 0, 0, 0, 0]);
    const other = replayRun(map, plainCharacter, 1, 'seed-b', played.actions);
    expect(other.ok && other.state).not.toEqual(played.final);
  });

  /** The first event a seed draws: the one candidate whose first option the replay accepts as the first action. */
  const firstDrawn = (seed: string): number => {
    const drawn = [1, 3, 4].find(
      (id) => replayRun(map, plainCharacter, 1, seed, [{ type: 'choose', eventId: id, consequenceId: id * 10 }]).ok,
    );
    if (drawn === undefined) throw new Error('no event drawn');
    return drawn;
  };

  it('refuses an unknown event, an option not offered and an event that was not drawn', () => {
    const seed = 'refusals';
    const drawn = firstDrawn(seed);
    const notDrawn = [1, 3, 4].find((id) => id !== drawn) ?? -1;
    const refuse = (actions: RunAction[]) => replayRun(map, plainCharacter, 1, seed, actions);
    expect(refuse([{ type: 'choose', eventId: 99, consequenceId: 10 }])).toEqual({
      ok: false,
      actionIndex: 0,
      refusal: { code: 'unknown-event', eventId: 99 },
    });
    expect(refuse([{ type: 'choose', eventId: drawn, consequenceId: 20 }])).toMatchObject({
      ok: false,
      refusal: { code: 'option-not-offered', eventId: drawn, consequenceId: 20 },
    });
    expect(refuse([{ type: 'choose', eventId: notDrawn, consequenceId: notDrawn * 10 }])).toMatchObject({
      ok: false,
      refusal: { code: 'event-not-current', eventId: notDrawn, current: drawn },
    });
    expect(refuse([{ type: 'use-item', itemId: 1 }])).toMatchObject({
      ok: false,
      refusal: { code: 'item-not-held', itemId: 1 },
    });
  });

  it('refuses an option whose item was never won, and any action after the end', () => {
    const followed: RunAction[] = [
      { type: 'choose', eventId: 1, consequenceId: 10 },
      { type: 'choose', eventId: 2, consequenceId: 20 },
    ];
    // Find a seed whose first draw is event 1 (which rewards the item and follows into the winning event 2).
    const seed = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].find((s) => firstDrawn(s) === 1) ?? 'none';
    const won = replayRun(map, plainCharacter, 1, seed, followed);
    expect(won.ok && won.state).toMatchObject({ status: 'won', endReason: 'wins' });
    const afterEnd: RunAction[] = [...followed, { type: 'choose', eventId: 3, consequenceId: 30 }];
    expect(replayRun(map, plainCharacter, 1, seed, afterEnd)).toEqual({
      ok: false,
      actionIndex: 2,
      refusal: { code: 'run-ended' },
    });
    const withoutItem = replayRun(map, plainCharacter, 1, seed, [
      { type: 'choose', eventId: 1, consequenceId: 11 },
      { type: 'choose', eventId: 2, consequenceId: 20 },
    ]);
    expect(withoutItem).toEqual({ ok: false, actionIndex: 1, refusal: { code: 'item-required', itemId: 1 } });
  });

  it('refuses an item used at a full stat, where it would restore nothing', () => {
    const seed = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].find((s) => firstDrawn(s) === 1) ?? 'none';
    // Event 1's first option hands over the healing item without a scratch: health is still at its maximum.
    const wasted = replayRun(map, plainCharacter, 1, seed, [
      { type: 'choose', eventId: 1, consequenceId: 10 },
      { type: 'use-item', itemId: 1 },
    ]);
    expect(wasted).toEqual({ ok: false, actionIndex: 1, refusal: { code: 'stat-full', itemId: 1, stat: 'health' } });
  });
});

describe('runs on generated maps (properties)', () => {
  const characters = [plainCharacter, ...CHARACTERS];
  const runArb = fc.record({
    map: mapArb,
    character: fc.constantFrom(...characters),
    level: fc.integer({ min: 1, max: 30 }),
    seed: fc.string({ maxLength: 12 }),
    decisions: fc.array(fc.nat(1000), { minLength: 60, maxLength: 60 }),
  });

  it('replaying a recorded run reproduces its final state', () => {
    fc.assert(
      fc.property(runArb, ({ map: generated, character, level, seed, decisions }) => {
        const played = playWith(generated, character, level, seed, decisions);
        const replayed = replayRun(generated, character, level, seed, played.actions);
        expect(replayed).toEqual({ ok: true, state: played.final });
        // The state is plain JSON: a stored copy replays to the same result too.
        expect(JSON.parse(JSON.stringify(played.final))).toEqual(played.final);
      }),
      { numRuns: 200 },
    );
  });

  it('every run of random choices ends, within one turn per event, with stats in [0, max] and never stuck', () => {
    fc.assert(
      fc.property(runArb, ({ map: generated, character, level, seed, decisions }) => {
        const played = playWith(generated, character, level, seed, decisions);
        expect(played.final.status).not.toBe('playing');
        expect(played.final.turn).toBeLessThanOrEqual(generated.events.length);
        for (const state of played.states) {
          for (const stat of STAT_KEYS) {
            expect(state.stats[stat]).toBeGreaterThanOrEqual(0);
            expect(state.stats[stat]).toBeLessThanOrEqual(state.max[stat]);
          }
          for (const active of state.effects) expect(active.turnsLeft).toBeGreaterThan(0);
          if (state.status !== 'playing') continue;
          // A way forward always exists: an answerable event on screen, or one the bottle can draw.
          const onScreen = state.current === null ? undefined : findEvent(generated, state.current);
          if (onScreen) expect(isAnswerable(onScreen, state)).toBe(true);
          else expect(drawableEvents(generated, state).length).toBeGreaterThan(0);
        }
        if (played.final.status === 'dead') expect(STAT_KEYS.some((s) => played.final.stats[s] === 0)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
