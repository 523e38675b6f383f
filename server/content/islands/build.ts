/**
 * Small builders that keep the island files readable: an option lists only what it changes, everything else takes
 * the neutral default (no stat change, no effect, no links).
 */
import type { LocalizedText } from '@src/core/localized';
import type { IslandEvent, IslandItem, IslandItemFunctionality, IslandOption } from './types';

/** A text in both languages: Spanish first, as the game's default language. */
export const t = (es: string, en: string): LocalizedText => ({ es, en });

type OptionFields = Partial<Omit<IslandOption, 'option' | 'consequence_text'>>;

export const option = (text: LocalizedText, consequence: LocalizedText, fields: OptionFields = {}): IslandOption => ({
  option: text,
  consequence_text: consequence,
  health: 0,
  hunger: 0,
  thirst: 0,
  sanity: 0,
  effect: 'nada',
  wins: false,
  requires: null,
  rewards: null,
  unlocks: null,
  follows: null,
  ...fields,
});

/** An event the bottle can draw from the start. */
export const event = (key: string, premise: LocalizedText, options: IslandOption[]): IslandEvent => ({
  key,
  premise,
  locked: false,
  options,
});

/** An event that only appears once an option unlocks it (or opens it at once with a follow). */
export const lockedEvent = (key: string, premise: LocalizedText, options: IslandOption[]): IslandEvent => ({
  key,
  premise,
  locked: true,
  options,
});

export const item = (
  key: string,
  functionality: IslandItemFunctionality,
  name: LocalizedText,
  description: LocalizedText,
): IslandItem => ({ key, name, description, functionality });
