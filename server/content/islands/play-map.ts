/**
 * An island as the rules engine plays it: items, events and options numbered in the order they are written. The rules
 * read no text, so an island plays the same in every language. The balance tests play the built-in islands through it
 * with the real engine.
 */
import type { PlayEvent, PlayMap } from '@src/core/run';
import { optionLinkIds, type KeyIds } from './links';
import type { Island } from './types';

export interface IslandPlayMap {
  readonly map: PlayMap;
  readonly ids: KeyIds;
}

const numbered = (keys: readonly string[]): Map<string, number> => new Map(keys.map((key, index) => [key, index + 1]));

export function islandPlayMap(island: Island): IslandPlayMap {
  const ids: KeyIds = {
    events: numbered(island.events.map((event) => event.key)),
    items: numbered(island.items.map((item) => item.key)),
  };
  let consequenceId = 0;
  const events = island.events.map(
    (event, index): PlayEvent => ({
      id: index + 1,
      locked: event.locked,
      consequences: event.options.map((option) => ({
        id: ++consequenceId,
        health: option.health,
        hunger: option.hunger,
        thirst: option.thirst,
        sanity: option.sanity,
        effect: option.effect,
        wins: option.wins,
        ...optionLinkIds(option, ids),
      })),
    }),
  );
  const items = island.items.map((item, index) => ({ id: index + 1, functionality: item.functionality }));
  return { map: { difficulty: island.difficulty, events, items }, ids };
}
