/** Item functionalities and what using one does (spec sections 3, 4 and 9). */
import { percentOfMax, type StatKey, type Stats } from './stats';

export const ITEM_FUNCTIONALITIES = ['None', 'heal', 'food', 'drink', 'mind', 'intercambiable'] as const;
export type ItemFunctionality = (typeof ITEM_FUNCTIONALITIES)[number];

/** Functionalities that can be used from the backpack, and the stat each one restores. */
export const RESTORED_STAT = {
  heal: 'health',
  food: 'hunger',
  drink: 'thirst',
  mind: 'sanity',
} as const satisfies Record<string, StatKey>;
export type UsableFunctionality = keyof typeof RESTORED_STAT;

/** Using an item restores this percentage of the stat's maximum (spec 9). */
export const ITEM_RESTORE_PERCENT = 10;

export const isItemFunctionality = (value: unknown): value is ItemFunctionality =>
  typeof value === 'string' && (ITEM_FUNCTIONALITIES as readonly string[]).includes(value);

/** Trade items (intercambiable) only open options; None items are keepsakes. Neither can be used. */
export const isUsable = (functionality: ItemFunctionality): functionality is UsableFunctionality =>
  Object.prototype.hasOwnProperty.call(RESTORED_STAT, functionality);

/** What using an item would do: restore `amount` points of `stat`, or nothing because it cannot be used. */
export type ItemUse = { usable: true; stat: StatKey; amount: number } | { usable: false };

/** The restore of one item for a character with these maxima (`percent` lets a passive improve it). */
export function itemUse(functionality: ItemFunctionality, max: Stats, percent: number = ITEM_RESTORE_PERCENT): ItemUse {
  if (!isUsable(functionality)) return { usable: false };
  const stat = RESTORED_STAT[functionality];
  return { usable: true, stat, amount: percentOfMax(max[stat], percent) };
}

/**
 * Whether using the item now would restore anything: an item for a stat already at its maximum would be used up for
 * nothing, so the game refuses it (the backpack disables its Use button, the server's replay refuses the action).
 */
export const wouldRestore = (use: ItemUse, stats: Stats, max: Stats): boolean =>
  use.usable && stats[use.stat] < max[use.stat];
