/**
 * Where the wire's names meet the core's: the spec's spellings (`consecuencias`, `idobject_requeriment`,
 * `health_consequence`, ...) stay exact on the wire and in the database, and src/core reads the game's own words
 * (`consequences`, `requiredItemId`, `health`, ...). Texts stay behind: the rules read ids and numbers only, so the map
 * they play is the same in every language. Every caller that hands wire data to the rules goes through here.
 */
import type { PlayConsequence, PlayEvent, PlayItem, PlayMap } from '../core/run';
import type { ConsequenceView, EventSummary } from './events';
import type { PlayItemView, PlayMapView } from './play';

/** The fields of a stored or sent option that the rules read (its texts are not needed). */
export type WireOption = Omit<ConsequenceView, 'option' | 'consequence_text'>;

export const coreOption = (option: WireOption): PlayConsequence => ({
  id: option.consequenceid,
  health: option.health_consequence,
  hunger: option.hunger_consequence,
  thirst: option.thirst_consequence,
  sanity: option.sanity_consequence,
  effect: option.effect_consequence,
  wins: option.wins,
  requiredItemId: option.idobject_requeriment,
  rewardItemId: option.idobject_reward,
  unlocksEventId: option.unlocks_eventid,
  followsEventId: option.follows_eventid,
});

/** An event with its options (the play view calls them `consecuencias`, the editor's calls `consequences`). */
export const coreEvent = (event: Omit<EventSummary, 'premise'>, options: readonly WireOption[]): PlayEvent => ({
  id: event.eventid,
  locked: event.locked,
  consequences: options.map(coreOption),
});

/** An event as the map check reads it: with its premise, which the check's issues name it by. */
export const checkedEvent = (event: EventSummary, options: readonly WireOption[]): PlayEvent => ({
  ...coreEvent(event, options),
  premise: event.premise,
});

export const coreItem = (item: Pick<PlayItemView, 'objectid' | 'functionality'>): PlayItem => ({
  id: item.objectid,
  functionality: item.functionality,
});

/** The rules engine's map of a /play/play answer: the very events and items the server replays with. */
export const coreMap = (view: Pick<PlayMapView, 'difficulty' | 'eventos' | 'items'>): PlayMap => ({
  difficulty: view.difficulty,
  events: view.eventos.map((event) => coreEvent(event, event.consecuencias)),
  items: view.items.map(coreItem),
});
