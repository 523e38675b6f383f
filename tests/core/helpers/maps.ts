/** Builders of maps in play for the rule tests, and a fast-check generator of arbitrary (also broken) maps. */
import fc from 'fast-check';
import { EFFECT_IDS } from '../../../src/core/effects';
import { ITEM_FUNCTIONALITIES } from '../../../src/core/items';
import type { PlayConsequence, PlayEvent, PlayMap, RunCharacter } from '../../../src/core/run';

/** Option `id` with the defaults of spec 5 (no change, no effect, no link), but for `fields`. */
export function option(id: number, fields: Partial<PlayConsequence> = {}): PlayConsequence {
  return {
    id,
    health: 0,
    hunger: 0,
    thirst: 0,
    sanity: 0,
    effect: 'nada',
    wins: false,
    requiredItemId: null,
    rewardItemId: null,
    unlocksEventId: null,
    followsEventId: null,
    ...fields,
  };
}

export function event(id: number, options: PlayConsequence[], locked = false): PlayEvent {
  return { id, locked, consequences: options };
}

export function playMap(events: PlayEvent[], items: PlayMap['items'] = [], difficulty = 1): PlayMap {
  return { difficulty, events, items };
}

/** A passive-less character with the baseline of 100 in every stat. */
export const plainCharacter: RunCharacter = {
  id: 99,
  base: { health: 100, hunger: 100, thirst: 100, sanity: 100 },
  passive: null,
};

const MAX_EVENTS = 15;
const eventIdArb = fc.integer({ min: 1, max: MAX_EVENTS + 2 }); // sometimes points at an event that does not exist
const itemIdArb = fc.integer({ min: 1, max: 5 });
const statArb = fc.integer({ min: -45, max: 30 });
/** 1 to 3 options, and now and then none (such events are never drawn). */
const optionCountArb = fc.integer({ min: 0, max: 6 }).map((roll) => (roll === 0 ? 0 : 1 + (roll % 3)));
const lockedArb = fc.integer({ min: 0, max: 3 }).map((roll) => roll === 0);

/** null most of the time (weight 3 against 1), like the optional links of real maps. */
const mostlyNull = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: arb, weight: 1 });

const consequenceArb = (consequenceid: number) =>
  fc
    .record({
      health: statArb,
      hunger: statArb,
      thirst: statArb,
      sanity: statArb,
      effect: fc.constantFrom<string | null>(null, 'nada', 'unknown_effect', ...EFFECT_IDS),
      wins: fc.integer({ min: 0, max: 12 }).map((roll) => roll === 0),
      requiredItemId: mostlyNull(itemIdArb),
      rewardItemId: fc.option(itemIdArb),
      unlocksEventId: mostlyNull(eventIdArb),
      followsEventId: mostlyNull(eventIdArb),
    })
    .map((fields) => option(consequenceid, fields));

/** Maps with up to 15 events, locks, follow/unlock links (loops and dangling ones included) and items of every kind. */
export const mapArb: fc.Arbitrary<PlayMap> = fc
  .record({
    difficulty: fc.integer({ min: 1, max: 10 }),
    events: fc.array(fc.tuple(lockedArb, optionCountArb), { minLength: 0, maxLength: MAX_EVENTS, size: 'max' }),
    items: fc.array(fc.constantFrom(...ITEM_FUNCTIONALITIES), { minLength: 5, maxLength: 5 }),
  })
  .chain(({ difficulty, events, items }) =>
    fc
      .tuple(
        ...events.map(([locked, optionCount], index) =>
          fc
            .tuple(...Array.from({ length: optionCount }, (_, o) => consequenceArb((index + 1) * 10 + o)))
            .map((options) => event(index + 1, options, locked)),
        ),
      )
      .map((built) => ({
        difficulty,
        events: built,
        items: items.map((functionality, index) => ({ id: index + 1, functionality })),
      })),
  );
