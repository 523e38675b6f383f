/**
 * The editor's bot before publishing (src/core/simulation) and the map warning it goes with (src/core/map-warnings.ts):
 * docs/event-editor.md, "Simulation".
 */
import { describe, expect, it } from 'vitest';
import { canEmptyDeckBeforeWin, mapWarnings } from '../../src/core/map-warnings';
import { median, simulateMap } from '../../src/core/simulation/simulate';
import { event, option, playMap } from './helpers/maps';

const RUNS = 1000;
const simulate = (map: ReturnType<typeof playMap>, seed = 'test') => simulateMap(map, { runs: RUNS, seed });

/** Issue 28's map: the winning option sits in a locked event that only "explore" unlocks. */
const lockedWin = playMap([
  event(1, [option(11), option(12, { unlocksEventId: 3 })]),
  event(2, [option(21)]),
  event(3, [option(31, { wins: true })], true),
]);

/** A winning event and a deadly one, both in the bottle from the start. */
const clearWin = playMap([event(1, [option(11, { wins: true })]), event(2, [option(21, { health: -200 })])]);

describe('simulateMap', () => {
  it('reports the runs the bottle ends as won before a winning option was ever on screen', () => {
    const figures = simulate(lockedWin);
    const { endings } = figures;
    // The random bot skips "explore" half the time. The careful one explores when event 2 is still to come (an open
    // door looks better), but when 1 comes last it sees that "stay" empties the bottle and wins at once.
    expect(endings.emptyDeck).toBeGreaterThan(RUNS * 0.4);
    expect(endings.emptyDeck).toBeLessThan(RUNS * 0.6);
    expect(endings.emptyDeckWithoutWinOption).toBe(endings.emptyDeck);
    expect(endings.winsByOption).toEqual([{ eventId: 3, consequenceId: 31, runs: RUNS - endings.emptyDeck }]);
    expect(figures.cleared).toBe(RUNS);
    expect(figures.bots).toEqual([
      { kind: 'random', runs: RUNS / 2, cleared: RUNS / 2 },
      { kind: 'careful', runs: RUNS / 2, cleared: RUNS / 2 },
    ]);
    const [first] = figures.events;
    expect(first.reached).toBe(RUNS);
    expect(first.options.map((o) => o.taken)).toEqual([endings.emptyDeck, RUNS - endings.emptyDeck]);
  });

  it('reports wins by a winning option in reach, deaths by stat at the event, and the median turns', () => {
    const figures = simulate(clearWin);
    const { endings, events } = figures;
    expect(endings.emptyDeck).toBe(0);
    expect(endings.stopped).toBe(0);
    const won = endings.winsByOption[0].runs;
    expect(endings.winsByOption).toEqual([{ eventId: 1, consequenceId: 11, runs: won }]);
    expect(endings.deaths).toEqual({ health: RUNS - won, hunger: 0, thirst: 0, sanity: 0 });
    expect(events[1].deaths.health).toBe(RUNS - won);
    expect(figures.cleared).toBe(won);
    // The bottle opens either event first, whatever the bot: about half the runs win at once.
    expect(won / RUNS).toBeGreaterThan(0.4);
    expect(won / RUNS).toBeLessThan(0.6);
    expect(figures.medianTurns).toBe(1);
  });

  it('counts a run that lives to the turn limit as stopped, since bots never quit', () => {
    // Seventy events that each feed and water: the bottle outlasts the turn limit.
    const endless = playMap(
      Array.from({ length: 70 }, (_, i) => event(i + 1, [option(100 + i, { hunger: 20, thirst: 20, sanity: 20 })])),
    );
    const figures = simulateMap(endless, { runs: 10, seed: 'x' });
    expect(figures.endings.stopped).toBe(10);
    expect(figures.cleared).toBe(0);
    expect(figures.medianTurns).toBe(figures.turnsMax);
  });

  it('gives the same figures for the same seed', () => {
    expect(simulate(lockedWin, 'a')).toEqual(simulate(lockedWin, 'a'));
  });

  it('answers zeros for a map without events', () => {
    const figures = simulateMap(playMap([]), { runs: 4, seed: 'x' });
    expect(figures.endings.emptyDeck).toBe(4);
    expect(figures.events).toEqual([]);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect([median([]), median([3, 1, 2]), median([4, 1, 2, 3])]).toEqual([0, 2, 2.5]);
  });
});

describe('the empty-deck warning', () => {
  it('warns when the bottle can run out before a locked winning option is unlocked', () => {
    expect(mapWarnings(lockedWin.events)).toEqual([{ code: 'empty-deck-before-win' }]);
  });

  it('stays quiet when a winning option can be drawn from the start', () => {
    expect(mapWarnings(clearWin.events)).toEqual([]);
  });

  it('stays quiet when every way on unlocks or follows to the winning event', () => {
    const forced = [
      event(1, [option(11, { unlocksEventId: 3 }), option(12, { followsEventId: 3 })]),
      event(3, [option(31, { wins: true })], true),
    ];
    expect(mapWarnings(forced)).toEqual([]);
  });

  it('follows the items a way on needs, and the follows it takes', () => {
    // The only option of 2 needs the pick that 1 gives, and follows to 4, whose option unlocks the winning event.
    const chain = [
      event(1, [option(11, { rewardItemId: 7 })]),
      event(2, [option(21, { requiredItemId: 7, followsEventId: 4 })]),
      event(4, [option(41, { unlocksEventId: 5 })], true),
      event(5, [option(51, { wins: true })], true),
    ];
    expect(canEmptyDeckBeforeWin(chain)).toBe(false);
    // With a way around the unlock, the bottle can run out first.
    const around = [...chain.slice(0, 2), event(4, [option(41, { unlocksEventId: 5 }), option(42)], true), chain[3]];
    expect(canEmptyDeckBeforeWin(around)).toBe(true);
  });

  it('leaves a map with no reachable winning option to the map check', () => {
    expect(mapWarnings([event(1, [option(11)])])).toEqual([]);
    expect(mapWarnings([])).toEqual([]);
  });
});
