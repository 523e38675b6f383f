/**
 * Turning an option's keys into ids: the database seeder (real row ids) and the play-map adapter (sequential ids) both
 * resolve the same four links the same way, in the core's names (the seeder writes them into the spec's columns).
 */
import type { GraphOption } from '@src/core/map-graph';
import type { IslandOption } from './types';

export interface KeyIds {
  readonly events: ReadonlyMap<string, number>;
  readonly items: ReadonlyMap<string, number>;
}

export type OptionLinkIds = Pick<GraphOption, 'requiredItemId' | 'rewardItemId' | 'unlocksEventId' | 'followsEventId'>;

function idOf(ids: ReadonlyMap<string, number>, key: string | null, kind: string): number | null {
  if (key === null) return null;
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Unknown ${kind} key "${key}" in a built-in island`);
  return id;
}

export const optionLinkIds = (option: IslandOption, ids: KeyIds): OptionLinkIds => ({
  requiredItemId: idOf(ids.items, option.requires, 'item'),
  rewardItemId: idOf(ids.items, option.rewards, 'item'),
  unlocksEventId: idOf(ids.events, option.unlocks, 'event'),
  followsEventId: idOf(ids.events, option.follows, 'event'),
});
