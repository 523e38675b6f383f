import type { EffectId } from '@src/core/effects';
import type { StatKey } from '@src/core/stats';

/** Addresses of the generated art the overlays show (docs/art-pipeline.md). */
export const statIconUrl = (stat: StatKey) => `/assets/icons/stats/${stat}.webp`;
export const effectIconUrl = (effect: EffectId) => `/assets/icons/effects/${effect}.webp`;
export const uiIconUrl = (name: 'backpack' | 'bottle' | 'exit' | 'music' | 'star' | 'lock') =>
  `/assets/icons/ui/${name}.webp`;
export const portraitUrl = (skin: string, suffix: string) => `/assets/${skin}/${skin}${suffix}.webp`;
/** A built-in island's ending picture: its rescue at dawn or its death at nightfall (scripts/assets/catalogue.ts). */
export const endingPictureUrl = (island: number, ending: 'rescue' | 'death') =>
  `/assets/endings/${island}-${ending}.jpeg`;
