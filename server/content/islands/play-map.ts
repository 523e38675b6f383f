/**
 * An island as the rules engine plays it: items, events and options numbered in the order they are written, texts
 * in one language. The balance tests play the built-in islands through it with the real engine.
 */
import type { LocalizedText } from '@src/core/localized';
import type { PlayEvent, PlayMap } from '@src/core/run';
import { optionLinkIds, type KeyIds } from './links';
import type { Island } from './types';

export interface IslandPlayMap {
  readonly map: PlayMap;
  readonly ids: KeyIds;
}

const numbered = (keys: readonly string[]): Map<string, number> => new Map(keys.map((key, index) => [key, index + 1]));

export function islandPlayMap(island: Island, language: keyof LocalizedText = 'es'): IslandPlayMap {
  const ids: KeyIds = {
    events: numbered(island.events.map((event) => event.key)),
    items: numbered(island.items.map((item) => item.key)),
  };
  let consequenceId = 0;
  const events = island.events.map(
    (event, index): PlayEvent => ({
      eventid: index + 1,
      premise: event.premise[language],
      locked: event.locked,
      consecuencias: event.options.map((option) => ({
        consequenceid: ++consequenceId,
        option: option.option[language],
        consequence_text: option.consequence_text[language],
        health_consequence: option.health,
        hunger_consequence: option.hunger,
        thirst_consequence: option.thirst,
        sanity_consequence: option.sanity,
        effect_consequence: option.effect,
        wins: option.wins,
        ...optionLinkIds(option, ids),
      })),
    }),
  );
  const items = island.items.map((item, index) => ({ objectid: index + 1, functionality: item.functionality }));
  return { map: { difficulty: island.difficulty, events, items }, ids };
}
