/**
 * The one palette of the game (ART-DIRECTION.md): the UI turns it into CSS variables, scenes use it for tints and
 * the asset scripts under scripts/assets paint every picture with it. Pure data: no imports, no logic.
 */

/** The base colours of the tropical "vacation gone wrong" look. */
export const palette = {
  seaTeal: '#17b3ad',
  seaDeep: '#0b6f86',
  sand: '#f6d9a2',
  palmGreen: '#3aa357',
  sunsetCoral: '#ff6f59',
  nightIndigo: '#2b2463',
  sunYellow: '#ffd23f',
  skyBlue: '#6fd3f5',
  cream: '#fff6e3',
  wood: '#b0713f',
  paper: '#f4e4c1',
  /** Outlines and text: a warm near-black, never pure black. */
  ink: '#2e1f1a',
} as const;

/** Every place a stat appears (bars, icons, floating numbers, item functionality) uses these. */
export const statColors = {
  health: '#e63946',
  hunger: '#f4882a',
  thirst: '#2f8ee5',
  sanity: '#8e5cd9',
} as const;

/** Badge colours of effect icons: harmful effects sit on red, helpful ones on green. */
export const effectColors = {
  harmful: '#e0524a',
  helpful: '#46ad5f',
} as const;

/** Frame colour per rarity (spec rarity ids). Exclusive is a rainbow: see `exclusiveRainbow`. */
export const rarityColors = {
  common: '#9aa1a9',
  rare: '#3a86ff',
  'super-rare': '#17b8a6',
  epic: '#9b5de5',
  legendary: '#f7b801',
  mythic: '#e5383b',
  exclusive: '#ff595e',
} as const;

/** Gradient stops (left to right) of the exclusive rarity frame. */
export const exclusiveRainbow = ['#ff595e', '#ff924c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'] as const;

/** The colours of one island's scene: sky, sea, land, vegetation and its signature light. */
export interface IslandPalette {
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly sea: string;
  readonly seaDeep: string;
  readonly ground: string;
  readonly groundShade: string;
  readonly foliage: string;
  readonly foliageDark: string;
  /** The light of the scene: noon sun, dusk glow, torch fire, heat, moonlight. */
  readonly light: string;
  readonly accent: string;
}

/** Per-island palettes, keyed by the island number of the history mode (1 Beach … 5 LM). */
export const islandPalettes: Readonly<Record<1 | 2 | 3 | 4 | 5, IslandPalette>> = {
  1: {
    skyTop: '#3fb8f0',
    skyBottom: '#bff0ff',
    sea: '#1fc8c0',
    seaDeep: '#0b7fa0',
    ground: '#f6d9a2',
    groundShade: '#e2b77a',
    foliage: '#3aa357',
    foliageDark: '#23784a',
    light: '#fff1a8',
    accent: '#ff6f59',
  },
  2: {
    skyTop: '#4a4a6e',
    skyBottom: '#e8927c',
    sea: '#5c8a7c',
    seaDeep: '#33505a',
    ground: '#b9b08f',
    groundShade: '#8c866c',
    foliage: '#6f8a5a',
    foliageDark: '#46603f',
    light: '#ffb38a',
    accent: '#9bd15a',
  },
  3: {
    skyTop: '#1d1240',
    skyBottom: '#5b2d7d',
    sea: '#2f3d7a',
    seaDeep: '#1a1f4d',
    ground: '#6e5a7a',
    groundShade: '#4a3a5c',
    foliage: '#2f8a5e',
    foliageDark: '#1b5a45',
    light: '#ffad3b',
    accent: '#b6ff5c',
  },
  4: {
    skyTop: '#f7b55c',
    skyBottom: '#fff0c2',
    sea: '#5fc4b8',
    seaDeep: '#2f8f8a',
    ground: '#e8a95a',
    groundShade: '#c47f3c',
    foliage: '#6c9a3c',
    foliageDark: '#4a6e2a',
    light: '#fff6d6',
    accent: '#d9572b',
  },
  5: {
    skyTop: '#0c1030',
    skyBottom: '#2c3a78',
    sea: '#1e3a6e',
    seaDeep: '#0e1c40',
    ground: '#3a3f5c',
    groundShade: '#262a40',
    foliage: '#2c5a5e',
    foliageDark: '#1a3a40',
    light: '#dfe8ff',
    accent: '#7ef0ff',
  },
};
