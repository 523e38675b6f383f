/**
 * The tally behind the simulation's figures and the server's analytics of real runs (src/core/simulation/tally.ts):
 * what a quit adds, next to an ended run (docs/creators.md, "Analytics").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyActions, startRun, type RunAction } from '../../src/core/run';
import { RunTally } from '../../src/core/simulation/tally';
import type { TallyState } from '../../src/core/simulation/tally-state';
import { event, option, plainCharacter, playMap } from './helpers/maps';

/** Event 1 leads on to event 2 (locked), whose second option kills. */
const map = playMap([
  event(1, [option(11, { followsEventId: 2 }), option(12, { wins: true })]),
  event(2, [option(21, { wins: true }), option(22, { health: -200 })], true),
]);
const choose = (eventId: number, consequenceId: number): RunAction => ({ type: 'choose', eventId, consequenceId });
const played = (...actions: RunAction[]) => {
  const replay = applyActions(map, startRun(map, plainCharacter, 1, 'tally'), actions);
  if (!replay.ok) throw new Error(replay.refusal.code);
  return replay.state;
};

describe('RunTally', () => {
  it('counts a quit’s choices and its quit at the last event answered, never its turns or an ending', () => {
    const tally = new RunTally(map);
    tally.count(played(choose(1, 11), choose(2, 22)));
    tally.quit(played(choose(1, 11)));
    tally.quit(played());
    const figures = tally.figures();
    expect(figures).toMatchObject({ runs: 3, cleared: 0, medianTurns: 2 });
    expect(figures.endings).toMatchObject({ winsByOption: [], emptyDeck: 0, stopped: 0 });
    expect(figures.endings.deaths.health).toBe(1);
    expect(figures.events.map((e) => [e.eventId, e.reached, e.options.map((o) => o.taken)])).toEqual([
      [1, 2, [2, 0]],
      [2, 1, [0, 1]],
    ]);
    expect([tally.quits(), tally.quits(1), tally.quits(2)]).toEqual([2, 1, 0]);
  });

  /** Every way a run of the map can end or be left, each a step of a tally: true counts it ended, false as a quit. */
  const runs: [ended: boolean, actions: RunAction[]][] = [
    [true, [choose(1, 12)]],
    [true, [choose(1, 11), choose(2, 21)]],
    [true, [choose(1, 11), choose(2, 22)]],
    [false, [choose(1, 11)]],
    [false, []],
  ];
  const tallied = (picks: readonly number[], state?: TallyState) => {
    const tally = new RunTally(map, state);
    for (const pick of picks) {
      const [ended, actions] = runs[pick];
      if (ended) tally.count(played(...actions));
      else tally.quit(played(...actions));
    }
    return tally;
  };

  it('keeps what it counted as plain JSON, and a tally started from it goes on as the first would', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(runs.length - 1)), fc.array(fc.nat(runs.length - 1)), (first, then) => {
        const stored = JSON.parse(JSON.stringify(tallied(first).state())) as TallyState;
        const resumed = tallied(then, stored);
        const straight = tallied([...first, ...then]);
        expect(resumed.figures()).toEqual(straight.figures());
        expect(resumed.quits(1)).toBe(straight.quits(1));
        expect(new RunTally(map, stored).figures()).toEqual(tallied(first).figures());
      }),
    );
  });

  it('adds up: tallying runs A then B equals tallying A and B apart and adding B to A', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(runs.length - 1)), fc.array(fc.nat(runs.length - 1)), (a, b) => {
        const together = tallied([...a, ...b]);
        const added = tallied(a).add(tallied(b));
        expect(added.figures()).toEqual(together.figures());
        expect(added.state()).toEqual(tallied([...b, ...a]).state());
        expect(new RunTally(map).add(tallied(a).state()).add(tallied(b)).quits()).toBe(together.quits());
      }),
    );
  });

  it('gives the exact median of the choices of every ended run however the runs were added up', () => {
    const tally = tallied([0, 0, 1]).add(tallied([1]));
    expect(tally.figures().medianTurns).toBe(1.5);
    expect(tally.add(tallied([2])).figures().medianTurns).toBe(2);
  });
});
