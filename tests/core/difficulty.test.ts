import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTY_WEIGHTS, difficultyFactors, mapDifficulty, optionHarm } from '../../src/core/difficulty';
import type { GraphEvent } from '../../src/core/map-graph';
import type { PlayConsequence, PlayMap } from '../../src/core/run';
import { STAT_KEYS } from '../../src/core/stats';
import { event, mapArb, option } from './helpers/maps';

const graphOf = (events: PlayMap['events']): GraphEvent<PlayConsequence>[] =>
  events.map((e) => ({ eventid: e.eventid, locked: e.locked, consequences: e.consecuencias }));
const difficulty = (...events: ReturnType<typeof event>[]) => mapDifficulty(graphOf(events));

describe('map difficulty', () => {
  it('weighs its factors to a whole', () => {
    expect(Object.values(DIFFICULTY_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
  });

  it('is 1 for an empty map and for a harmless one where every event can be won', () => {
    expect(mapDifficulty([])).toBe(1);
    expect(difficulty(event(1, []))).toBe(1);
    expect(
      difficulty(
        event(1, [option(11, { wins: true, health_consequence: 10 })]),
        event(2, [option(21, { wins: true })]),
      ),
    ).toBe(1);
  });

  it('is 10 when every choice maims, poisons and no option wins', () => {
    const brutal = (id: number) =>
      option(id, { health_consequence: -60, sanity_consequence: -20, effect_consequence: 'poison' });
    expect(difficulty(event(1, [brutal(11), brutal(12)]), event(2, [brutal(21)]))).toBe(10);
  });

  it('counts a harmful effect over its whole course, and a helpful one against the harm', () => {
    // bleeding: 5% of health for 3 turns.
    expect(optionHarm(option(1, { effect_consequence: 'bleeding' }))).toEqual({
      net: 15,
      deadly: false,
      harmfulEffect: true,
    });
    expect(optionHarm(option(1, { health_consequence: -20, hunger_consequence: 10 })).net).toBe(15);
    expect(optionHarm(option(1, { thirst_consequence: -35 })).deadly).toBe(true);
    expect(optionHarm(option(1, { health_consequence: 10, effect_consequence: 'natural_protection' })).net).toBe(0);
  });

  it('ranks a map with a safe way through below the same map without one', () => {
    const harsh = option(12, { health_consequence: -30, effect_consequence: 'bleeding' });
    const withSafeChoice = difficulty(event(1, [option(11, { wins: true }), harsh]));
    const withoutSafeChoice = difficulty(event(1, [option(11, { wins: true, health_consequence: -30 }), harsh]));
    expect(withSafeChoice).toBeLessThan(withoutSafeChoice);
  });

  it('is always a whole number of stars from 1 to 10, and each factor stays between 0 and 1', () => {
    fc.assert(
      fc.property(mapArb, (map) => {
        const stars = mapDifficulty(graphOf(map.events));
        expect(Number.isInteger(stars) && stars >= 1 && stars <= 10).toBe(true);
        for (const value of Object.values(difficultyFactors(graphOf(map.events)))) {
          expect(value >= 0 && value <= 1).toBe(true);
        }
      }),
    );
  });

  it('never gets easier when an option is made to hurt more', () => {
    const withOptions = mapArb.filter((map) => map.events.some((e) => e.consecuencias.length > 0));
    fc.assert(
      fc.property(
        withOptions,
        fc.nat(),
        fc.constantFrom(...STAT_KEYS),
        fc.integer({ min: 1, max: 60 }),
        (map, pick, stat, extra) => {
          const options = map.events.flatMap((e) => e.consecuencias);
          const target = options[pick % options.length];
          const field = `${stat}_consequence` as const;
          const harsher = map.events.map((e) => ({
            ...e,
            consecuencias: e.consecuencias.map((o) => (o === target ? { ...o, [field]: o[field] - extra } : o)),
          }));
          expect(mapDifficulty(graphOf(harsher))).toBeGreaterThanOrEqual(mapDifficulty(graphOf(map.events)));
        },
      ),
    );
  });
});
