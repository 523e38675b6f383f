/** The backpack: item id → count, with no zero entries. */
import type { PlayConsequence, RunState } from './types';

type Backpack = RunState['backpack'];

export const countOf = (backpack: Backpack, itemId: number): number => backpack[itemId] ?? 0;

export const withItem = (backpack: Backpack, itemId: number): Backpack => ({
  ...backpack,
  [itemId]: countOf(backpack, itemId) + 1,
});

export function withoutOne(backpack: Backpack, itemId: number): Backpack {
  const { [itemId]: count = 0, ...rest } = backpack;
  return count > 1 ? { ...rest, [itemId]: count - 1 } : rest;
}

/** An option without a required item is always open; otherwise the item must be held (it is shown, not spent). */
export const hasRequiredItem = (backpack: Backpack, option: PlayConsequence): boolean =>
  option.requiredItemId === null || countOf(backpack, option.requiredItemId) > 0;
