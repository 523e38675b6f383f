/**
 * The shape of a built-in island as written by hand: events, options and items named by local keys ('beach.crab'),
 * every visible text in Spanish and English. The seeder turns keys into database ids; play-map.ts turns an island into
 * the rules engine's map for the balance tests.
 */
import type { EffectId, NO_EFFECT } from '@src/core/effects';
import type { ItemFunctionality } from '@src/core/items';
import type { LocalizedText } from '@src/core/localized';

/** An item's functionality as built-in islands use it (keepsakes without a use are not needed). */
export type IslandItemFunctionality = Exclude<ItemFunctionality, 'None'>;

export interface IslandItem {
  readonly key: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** Built-in items have no uploaded picture: every screen draws an item without one with its functionality's icon. */
  readonly functionality: IslandItemFunctionality;
}

export interface IslandOption {
  readonly option: LocalizedText;
  readonly consequence_text: LocalizedText;
  readonly health: number;
  readonly hunger: number;
  readonly thirst: number;
  readonly sanity: number;
  readonly effect: EffectId | typeof NO_EFFECT;
  readonly wins: boolean;
  /** Keys: an item the option needs (shown, not spent), an item it gives, an event it unlocks or opens at once. */
  readonly requires: string | null;
  readonly rewards: string | null;
  readonly unlocks: string | null;
  readonly follows: string | null;
}

export interface IslandEvent {
  readonly key: string;
  readonly premise: LocalizedText;
  /** Locked events are never drawn until an option unlocks them; a follow opens them at once. */
  readonly locked: boolean;
  readonly options: readonly IslandOption[];
}

export interface Island {
  /** The reserved map id of this island in History Mode (spec 2: map number = slider index + 1). */
  readonly mapId: number;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  /** Stars out of 10 (spec 2). */
  readonly difficulty: number;
  readonly items: readonly IslandItem[];
  readonly events: readonly IslandEvent[];
}
