/**
 * The endings' light: a rescue is the island in the morning, a death the same island as night falls. Both are the
 * island's own palette moved toward a time of day, so each ending still reads as its island.
 */
import type { IslandPalette } from '../../../../src/core/palette';
import { palette } from '../../../../src/core/palette';
import { mix } from '../../lib/color';

export type Ending = 'rescue' | 'death';

/** Ending pictures fill the card's 16:7 frame exactly (ui/features/play/end/ending-card.module.css). */
export const ENDING_SIZE = { width: 1280, height: 560 } as const;

/** The palette with every colour moved `amount` of the way toward `colour`. */
export function tinted(p: IslandPalette, colour: string, amount: number): IslandPalette {
  const entries = Object.entries(p).map(([key, value]) => [key, mix(value as string, colour, amount)]);
  return Object.fromEntries(entries) as unknown as IslandPalette;
}

/** Night falling: the island darkened toward the night indigo of the shared palette. */
export const dusk = (p: IslandPalette, amount = 0.45): IslandPalette => tinted(p, palette.nightIndigo, amount);

/** Early light: the island warmed toward the sunrise. */
export const dawn = (p: IslandPalette, amount = 0.2): IslandPalette => tinted(p, '#ffc48a', amount);
