/**
 * The character's state from its weakest stat (spec section 4): it picks the portrait variant and the music.
 */
import { STAT_KEYS, type StatKey, type Stats } from './stats';

export const CHARACTER_STATES = ['normal', 'herido', 'hambre', 'sed', 'locura', 'muerto'] as const;
export type CharacterState = (typeof CHARACTER_STATES)[number];

/** Below this share of its maximum a stat defines the state. */
export const LOW_STAT_RATIO = 0.5;
/** At or below this share of its maximum a stat is critical: the game screen warns (docs/game-rules.md, "Stakes"). */
export const CRITICAL_STAT_RATIO = 0.25;

/** Where a stat stands against the two lines: above half, below half (the state's rule), or at a quarter or less. */
export type StatBand = 'fine' | 'low' | 'critical';

export function statBand(value: number, max: number): StatBand {
  const ratio = max > 0 ? value / max : 0;
  if (ratio <= CRITICAL_STAT_RATIO) return 'critical';
  return ratio < LOW_STAT_RATIO ? 'low' : 'fine';
}

const STATE_OF_LOW_STAT: Readonly<Record<StatKey, CharacterState>> = {
  health: 'herido',
  hunger: 'hambre',
  thirst: 'sed',
  sanity: 'locura',
};

/** The stat with the lowest value / max ratio; ties go to the first in the order health, hunger, thirst, sanity. */
export function lowestStat(stats: Stats, max: Stats): { stat: StatKey; ratio: number } {
  let lowest: { stat: StatKey; ratio: number } = { stat: 'health', ratio: stats.health / max.health };
  for (const stat of STAT_KEYS) {
    const ratio = stats[stat] / max[stat];
    if (ratio < lowest.ratio) lowest = { stat, ratio };
  }
  return lowest;
}

/** muerto at a ratio of 0 or less, the lowest stat's state below one half, otherwise normal. */
export function characterState(stats: Stats, max: Stats): CharacterState {
  const { stat, ratio } = lowestStat(stats, max);
  if (ratio <= 0) return 'muerto';
  return ratio < LOW_STAT_RATIO ? STATE_OF_LOW_STAT[stat] : 'normal';
}

/** Portrait file suffix per state: _m dead, _v (vida) health, _h hunger, _s (sed) thirst, _l (locura) sanity. */
export const PORTRAIT_SUFFIX: Readonly<Record<CharacterState, string>> = {
  normal: '',
  herido: '_v',
  hambre: '_h',
  sed: '_s',
  locura: '_l',
  muerto: '_m',
};

export const portraitSuffix = (stats: Stats, max: Stats): string => PORTRAIT_SUFFIX[characterState(stats, max)];

/** Music states (spec 9): one per character state, plus the default played outside a run. */
export type MusicState = CharacterState | 'default';
export const MUSIC_STATES: readonly MusicState[] = ['default', ...CHARACTER_STATES];

/** The music for a run's character state, or the default when no run is on screen. */
export const musicStateFor = (state: CharacterState | null): MusicState => state ?? 'default';
