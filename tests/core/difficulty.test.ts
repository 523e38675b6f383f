import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapDifficulty, starsForDeathRate } from '../../src/core/difficulty';
import { randomPlayDeathRate } from '../../src/core/random-play';
import type { PlayMap } from '../../src/core/run';
import { STAT_KEYS } from '../../src/core/stats';
import { BUILT_IN_ISLANDS } from '../../server/content/islands/index';
import { islandPlayMap } from '../../server/content/islands/play-map';
import { event, mapArb, option } from './helpers/maps';

const difficulty = (...events: ReturnType<typeof event>[]) => mapDifficulty(events);
const ids = (count: number, from = 1) => Array.from({ length: count }, (_, i) => from + i);

/** Small maps from harmless to deadly, as creators make them, for the monotonicity check. */
const customMaps: [string, PlayMap['events']][] = [
  ['a harmless walk', ids(3).map((id) => event(id, [option(id * 10)]))],
  [
    'one event whose first option wins, the others hurt',
    [
      event(1, [
        option(11, { wins: true }),
        option(12, { health: -30, effect: 'bleeding' }),
        option(13, { health: -40, sanity: -20 }),
      ]),
    ],
  ],
  ['one event, one option in three kills', [event(1, [option(11), option(12), option(13, { health: -100 })])]],
  ['one event, one option in two kills', [event(1, [option(11), option(12, { health: -100 })])]],
  [
    'ten events, half win, half wound',
    ids(10).map((id) => event(id, [option(id * 10, { wins: true }), option(id * 10 + 1, { health: -40 })])),
  ],
  [
    'three events, each with a deadly half',
    ids(3).map((id) => event(id, [option(id * 10), option(id * 10 + 1, { health: -100 })])),
  ],
  [
    'ten events, a third maims',
    ids(10).map((id) => event(id, [option(id * 10), option(id * 10 + 1), option(id * 10 + 2, { health: -60 })])),
  ],
  ['forty events that only wear down', ids(40).map((id) => event(id, [option(id * 10, { hunger: -5 })]))],
];

describe('map difficulty', () => {
  it('is 1 for an empty map, a harmless one, and one event whose first option wins', () => {
    expect(mapDifficulty([])).toBe(1);
    expect(difficulty(event(1, []))).toBe(1);
    expect(difficulty(...customMaps[0][1])).toBe(1);
    // The first-hour report: this map was rated 4, above Zombie Island's 3. Nobody can die on it.
    expect(difficulty(...customMaps[1][1])).toBe(1);
    expect(difficulty(event(1, [option(11, { wins: true }), option(12, { health: -30 })]))).toBe(1);
  });

  it('is 10 when every choice maims, poisons and no option wins', () => {
    const brutal = (id: number) => option(id, { health: -60, sanity: -20, effect: 'poison' });
    expect(difficulty(event(1, [brutal(11), brutal(12)]), event(2, [brutal(21)]))).toBe(10);
  });

  it('rises with the share of random runs that die, from 1 star at 44 % or less to 10 near certain death', () => {
    expect([0, 0.3, 0.44, 0.6, 0.8, 0.9, 0.95, 0.99, 1].map(starsForDeathRate)).toEqual([1, 1, 1, 2, 3, 4, 5, 8, 10]);
  });

  it('rates the islands as their published stars, Beach 1, Zombie 3 and Goblin 5', () => {
    expect(BUILT_IN_ISLANDS.map((island) => mapDifficulty(islandPlayMap(island).map.events))).toEqual([1, 3, 5]);
  });

  it('never rates a map where random play dies more often below one where it dies less', () => {
    const maps = [
      ...customMaps,
      ...BUILT_IN_ISLANDS.map((island): [string, PlayMap['events']] => [
        island.name.en,
        islandPlayMap(island).map.events,
      ]),
    ].map(([name, events]) => ({
      name,
      stars: mapDifficulty(events),
      // Measured apart from the rating, with many more runs.
      deathRate: randomPlayDeathRate(events, 1000),
    }));
    const byDeathRate = [...maps].sort((a, b) => a.deathRate - b.deathRate);
    for (const [index, map] of byDeathRate.entries()) {
      const easier = byDeathRate.slice(0, index).filter((other) => other.deathRate < map.deathRate - 0.02);
      for (const other of easier)
        expect(map.stars, `${map.name} against ${other.name}`).toBeGreaterThanOrEqual(other.stars);
    }
    expect(new Set(maps.map((map) => map.stars)).size).toBeGreaterThanOrEqual(5);
  });

  it('is always a whole number of stars from 1 to 10', () => {
    fc.assert(
      fc.property(mapArb, (map) => {
        const stars = mapDifficulty(map.events);
        expect(Number.isInteger(stars) && stars >= 1 && stars <= 10).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('never gets easier when an option is made to hurt more', () => {
    const withOptions = mapArb.filter((map) => map.events.some((e) => e.consequences.length > 0));
    fc.assert(
      fc.property(
        withOptions,
        fc.nat(),
        fc.constantFrom(...STAT_KEYS),
        fc.integer({ min: 1, max: 60 }),
        (map, pick, stat, extra) => {
          const options = map.events.flatMap((e) => e.consequences);
          const target = options[pick % options.length];
          const harsher = map.events.map((e) => ({
            ...e,
            consequences: e.consequences.map((o) => (o === target ? { ...o, [stat]: o[stat] - extra } : o)),
          }));
          expect(mapDifficulty(harsher)).toBeGreaterThanOrEqual(mapDifficulty(map.events));
        },
      ),
      { numRuns: 60 },
    );
  });
});
