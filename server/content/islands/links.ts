/**
 * Turning an option's keys into ids: the database seeder (real row ids) and the play-map adapter (sequential ids) both
 * resolve the same four links the same way.
 */
import type { IslandOption } from './types';

export interface KeyIds {
  readonly events: ReadonlyMap<string, number>;
  readonly items: ReadonlyMap<string, number>;
}

export interface OptionLinkIds {
  readonly idobject_requeriment: number | null;
  readonly idobject_reward: number | null;
  readonly unlocks_eventid: number | null;
  readonly follows_eventid: number | null;
}

function idOf(ids: ReadonlyMap<string, number>, key: string | null, kind: string): number | null {
  if (key === null) return null;
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown ${kind} key "${key}" in a built-in island`);
  return id;
}

export const optionLinkIds = (option: IslandOption, ids: KeyIds): OptionLinkIds => ({
  idobject_requeriment: idOf(ids.items, option.requires, 'item'),
  idobject_reward: idOf(ids.items, option.rewards, 'item'),
  unlocks_eventid: idOf(ids.events, option.unlocks, 'event'),
  follows_eventid: idOf(ids.events, option.follows, 'event'),
});
