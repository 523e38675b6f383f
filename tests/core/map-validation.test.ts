import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachability } from '../../src/core/map-graph';
import { validateMap } from '../../src/core/map-validation';
import { event, mapArb, option, plainCharacter } from './helpers/maps';
import { playWith } from './helpers/play';

const check = (...events: ReturnType<typeof event>[]) => validateMap(events);

describe('map validation', () => {
  it('accepts a map where every event can be met and some option wins', () => {
    expect(
      check(
        event(1, [option(11, { unlocksEventId: 2, rewardItemId: 7 }), option(12)]),
        event(2, [option(21, { requiredItemId: 7, followsEventId: 3 })], true),
        event(3, [option(31, { wins: true })], true),
      ),
    ).toEqual([]);
  });

  it('says an empty map has no events, and nothing else', () => {
    expect(validateMap([])).toEqual([{ code: 'no-events' }]);
  });

  it('finds events without options and locked events nothing leads to', () => {
    expect(check(event(1, [option(11, { wins: true })]), event(2, []), event(3, [option(31)], true))).toEqual([
      { code: 'event-without-options', eventId: 2 },
      { code: 'event-unreachable', eventId: 3 },
    ]);
  });

  it('finds links to events that are not in the map', () => {
    expect(check(event(1, [option(11, { wins: true, unlocksEventId: 40, followsEventId: 41 })]))).toEqual([
      { code: 'link-to-missing-event', eventId: 1, consequenceId: 11, link: 'unlocks', targetId: 40 },
      { code: 'link-to-missing-event', eventId: 1, consequenceId: 11, link: 'follows', targetId: 41 },
    ]);
  });

  it('tells an item nobody gives from one given only where no player gets to', () => {
    expect(
      check(
        event(1, [option(11, { requiredItemId: 5 }), option(12, { requiredItemId: 6, wins: true })]),
        event(2, [option(21, { rewardItemId: 6 })], true),
      ),
    ).toEqual([
      { code: 'item-never-rewarded', eventId: 1, consequenceId: 11, itemId: 5 },
      { code: 'option-never-takeable', eventId: 1, consequenceId: 12, itemId: 6 },
      { code: 'event-unreachable', eventId: 2 },
      { code: 'no-reachable-win' },
    ]);
  });

  it('names events by their premise and items by their name when it is given them', () => {
    const events = [event(1, [option(11, { requiredItemId: 29, wins: true })]), event(2, [], true)].map((each) => ({
      ...each,
      premise: `Premisa ${each.id}`,
    }));
    expect(validateMap(events, new Map([[29, 'Pala']]))).toEqual([
      {
        code: 'item-never-rewarded',
        eventId: 1,
        premise: 'Premisa 1',
        consequenceId: 11,
        itemId: 29,
        itemName: 'Pala',
      },
      { code: 'event-without-options', eventId: 2, premise: 'Premisa 2' },
      { code: 'no-reachable-win' },
    ]);
  });

  it('does not count a win behind an item that only the winning option itself gives', () => {
    const issues = check(event(1, [option(11, { requiredItemId: 3, rewardItemId: 3, wins: true }), option(12)]));
    expect(issues).toEqual([
      { code: 'option-never-takeable', eventId: 1, consequenceId: 11, itemId: 3 },
      { code: 'no-reachable-win' },
    ]);
  });

  it('over-approximates every run: each option a player takes is one reachability says can be taken', () => {
    fc.assert(
      fc.property(mapArb, fc.array(fc.nat(), { maxLength: 60 }), fc.string(), (map, decisions, seed) => {
        const reach = reachability(map.events);
        const run = playWith(map, plainCharacter, 1, seed, decisions);
        for (const action of run.actions) {
          if (action.type !== 'choose') continue;
          expect(reach.events.has(action.eventId)).toBe(true);
          expect(reach.options.has(action.consequenceId)).toBe(true);
        }
        if (run.final.endReason === 'wins') {
          expect(validateMap(map.events).some((issue) => issue.code === 'no-reachable-win')).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('follows a long chain of unlocks to its end', () => {
    const last = 2000;
    const chain = Array.from({ length: last }, (_, i) =>
      event(i + 1, [option(i + 1, { unlocksEventId: i + 1 < last ? i + 2 : null, wins: i + 1 === last })], i > 0),
    );
    expect(check(...chain)).toEqual([]);
    expect(
      check(...chain.slice(0, 1), ...chain.slice(2)).filter((issue) => issue.code === 'event-unreachable'),
    ).toHaveLength(last - 2);
  });
});
