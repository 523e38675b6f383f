/**
 * The tally behind the simulation's figures and the server's analytics of real runs (src/core/simulation/tally.ts):
 * what a quit adds, next to an ended run (docs/creators.md, "Analytics").
 */
import { describe, expect, it } from 'vitest';
import { applyActions, startRun, type RunAction } from '../../src/core/run';
import { RunTally } from '../../src/core/simulation/tally';
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
});
