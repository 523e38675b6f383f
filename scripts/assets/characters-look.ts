/**
 * How each character of the catalogue looks: the look data the portrait generator draws from. The ids, skins, names
 * and rarities are the game's character catalogue; everything else is art direction (skin tone, hair, outfit, hat,
 * props, badge colour). Rarity is not drawn into the portrait: the UI frames it.
 */

export type Rarity = 'common' | 'rare' | 'super-rare' | 'epic' | 'legendary' | 'mythic' | 'exclusive';

export type HairStyle =
  | 'short'
  | 'long'
  | 'wavy'
  | 'curly'
  | 'bun'
  | 'ponytail'
  | 'bob'
  | 'topknot'
  | 'braid'
  | 'slick'
  | 'spiky'
  | 'none';

export type OutfitStyle =
  | 'hawaiian'
  | 'wetsuit'
  | 'vest'
  | 'tank'
  | 'lifeguard'
  | 'chef'
  | 'labcoat'
  | 'scout'
  | 'coat'
  | 'spacesuit'
  | 'robe'
  | 'gi'
  | 'suit'
  | 'plating'
  | 'shells'
  | 'scales';

export type HatStyle =
  | 'straw'
  | 'bucket'
  | 'toque'
  | 'campaign'
  | 'tricorn'
  | 'pith'
  | 'glassHelmet'
  | 'leafCrown'
  | 'headband'
  | 'captain'
  | 'snorkel'
  | 'visor'
  | 'horns'
  | 'antenna';

export type Feature =
  | 'beard'
  | 'mustache'
  | 'freckles'
  | 'eyepatch'
  | 'facepaint'
  | 'fangs'
  | 'scaleCheeks'
  | 'sunburn'
  | 'bolts';

export type Prop =
  | 'camera'
  | 'surfboard'
  | 'fishingRod'
  | 'backpack'
  | 'whistle'
  | 'ladle'
  | 'stethoscope'
  | 'binoculars'
  | 'starfishPin'
  | 'lotus'
  | 'parrot'
  | 'compass'
  | 'missionPatch'
  | 'amulet'
  | 'katana'
  | 'anchorPin'
  | 'cape'
  | 'chestLights'
  | 'pearls'
  | 'wings'
  | 'sunglasses'
  | 'shellNecklace';

export interface CharacterLook {
  id: number;
  /** Folder and file stem of the portraits: public/assets/<skin>/<skin>[_v|_h|_s|_l|_m].webp */
  skin: string;
  name: { es: string; en: string };
  rarity: Rarity;
  skinTone: string;
  hair: { style: HairStyle; colour: string };
  iris: string;
  outfit: { style: OutfitStyle; colour: string; accent: string };
  hat?: { style: HatStyle; colour: string };
  features: readonly Feature[];
  props: readonly Prop[];
  /** Badge background behind the bust. */
  badge: string;
  /** Head shape: most are round; the robot is boxy. */
  head?: 'round' | 'boxy';
}

export const characterLooks: readonly CharacterLook[] = [
  {
    id: 1,
    skin: 'tourist',
    name: { es: 'Turista', en: 'Tourist' },
    rarity: 'common',
    skinTone: '#f5c9a4',
    hair: { style: 'short', colour: '#7a4a2a' },
    iris: '#4a7fc1',
    outfit: { style: 'hawaiian', colour: '#ff6f59', accent: '#fff1a8' },
    hat: { style: 'straw', colour: '#f2cf7a' },
    features: ['sunburn'],
    props: ['camera'],
    badge: '#6fd3f5',
  },
  {
    id: 2,
    skin: 'surfer',
    name: { es: 'Surfista', en: 'Surfer' },
    rarity: 'common',
    skinTone: '#d9a070',
    hair: { style: 'wavy', colour: '#f2cf5b' },
    iris: '#2f8f8a',
    outfit: { style: 'wetsuit', colour: '#24445a', accent: '#17b3ad' },
    features: [],
    props: ['surfboard', 'shellNecklace'],
    badge: '#ffd23f',
  },
  {
    id: 3,
    skin: 'fisher',
    name: { es: 'Pescador', en: 'Fisher' },
    rarity: 'common',
    skinTone: '#a86b45',
    hair: { style: 'short', colour: '#d8d4cc' },
    iris: '#5a3a22',
    outfit: { style: 'vest', colour: '#8a9a5b', accent: '#e8e0c8' },
    hat: { style: 'bucket', colour: '#c2a05a' },
    features: ['beard'],
    props: ['fishingRod'],
    badge: '#8fd3c7',
  },
  {
    id: 4,
    skin: 'backpacker',
    name: { es: 'Mochilera', en: 'Backpacker' },
    rarity: 'common',
    skinTone: '#f0c29a',
    hair: { style: 'ponytail', colour: '#b5482a' },
    iris: '#3d8a4a',
    outfit: { style: 'tank', colour: '#3aa357', accent: '#f4882a' },
    hat: { style: 'headband', colour: '#f4882a' },
    features: ['freckles'],
    props: ['backpack'],
    badge: '#ffb38a',
  },
  {
    id: 5,
    skin: 'lifeguard',
    name: { es: 'Socorrista', en: 'Lifeguard' },
    rarity: 'rare',
    skinTone: '#7a4a2e',
    hair: { style: 'curly', colour: '#231512' },
    iris: '#3a2416',
    outfit: { style: 'lifeguard', colour: '#e63946', accent: '#ffffff' },
    hat: { style: 'visor', colour: '#ffd23f' },
    features: [],
    props: ['whistle'],
    badge: '#7fd8ff',
  },
  {
    id: 6,
    skin: 'chef',
    name: { es: 'Chef', en: 'Chef' },
    rarity: 'rare',
    skinTone: '#e0a982',
    hair: { style: 'short', colour: '#3a2a22' },
    iris: '#5a3a22',
    outfit: { style: 'chef', colour: '#f8f6f0', accent: '#e63946' },
    hat: { style: 'toque', colour: '#ffffff' },
    features: ['mustache'],
    props: ['ladle'],
    badge: '#ffcf6b',
  },
  {
    id: 7,
    skin: 'doctor',
    name: { es: 'Doctora', en: 'Doctor' },
    rarity: 'rare',
    skinTone: '#8d5a3b',
    hair: { style: 'bun', colour: '#1d1412' },
    iris: '#4a2c1a',
    outfit: { style: 'labcoat', colour: '#ffffff', accent: '#17b3ad' },
    features: [],
    props: ['stethoscope'],
    badge: '#a8e6cf',
  },
  {
    id: 8,
    skin: 'scout',
    name: { es: 'Scout', en: 'Scout' },
    rarity: 'rare',
    skinTone: '#f7d2b0',
    hair: { style: 'short', colour: '#d9652b' },
    iris: '#3a6fb0',
    outfit: { style: 'scout', colour: '#b9a468', accent: '#ffd23f' },
    hat: { style: 'campaign', colour: '#9c8450' },
    features: ['freckles'],
    props: ['binoculars'],
    badge: '#9ed36a',
  },
  {
    id: 9,
    skin: 'biologist',
    name: { es: 'Bióloga marina', en: 'Marine biologist' },
    rarity: 'super-rare',
    skinTone: '#c98e64',
    hair: { style: 'bob', colour: '#2a1d2e' },
    iris: '#2f8ee5',
    outfit: { style: 'wetsuit', colour: '#1d5a8a', accent: '#ffd23f' },
    hat: { style: 'snorkel', colour: '#ff6f59' },
    features: [],
    props: ['starfishPin'],
    badge: '#5fd6d0',
  },
  {
    id: 10,
    skin: 'yogi',
    name: { es: 'Yogui', en: 'Yogi' },
    rarity: 'super-rare',
    skinTone: '#b57a52',
    hair: { style: 'topknot', colour: '#2a1a14' },
    iris: '#4a2c1a',
    outfit: { style: 'robe', colour: '#f4a259', accent: '#b48ee0' },
    features: [],
    props: ['lotus'],
    badge: '#e6d3ff',
  },
  {
    id: 11,
    skin: 'pirate',
    name: { es: 'Pirata', en: 'Pirate' },
    rarity: 'super-rare',
    skinTone: '#d19a6e',
    hair: { style: 'long', colour: '#231512' },
    iris: '#5a3a22',
    outfit: { style: 'coat', colour: '#b3202a', accent: '#f7c948' },
    hat: { style: 'tricorn', colour: '#2b2430' },
    features: ['beard', 'eyepatch'],
    props: ['parrot'],
    badge: '#4fb8c9',
  },
  {
    id: 12,
    skin: 'explorer',
    name: { es: 'Exploradora', en: 'Explorer' },
    rarity: 'epic',
    skinTone: '#eebf98',
    hair: { style: 'braid', colour: '#6b3f22' },
    iris: '#3d8a4a',
    outfit: { style: 'scout', colour: '#d8c08a', accent: '#b5482a' },
    hat: { style: 'pith', colour: '#efe0b8' },
    features: [],
    props: ['compass'],
    badge: '#7cc47f',
  },
  {
    id: 13,
    skin: 'astronaut',
    name: { es: 'Astronauta', en: 'Astronaut' },
    rarity: 'epic',
    skinTone: '#c48a5e',
    hair: { style: 'short', colour: '#2a1d18' },
    iris: '#4a2c1a',
    outfit: { style: 'spacesuit', colour: '#eef2f7', accent: '#3a86ff' },
    hat: { style: 'glassHelmet', colour: '#bfe9ff' },
    features: [],
    props: ['missionPatch'],
    badge: '#2b2463',
  },
  {
    id: 14,
    skin: 'shaman',
    name: { es: 'Chamán', en: 'Shaman' },
    rarity: 'epic',
    skinTone: '#7d4c30',
    hair: { style: 'long', colour: '#1a1210' },
    iris: '#c58a2a',
    outfit: { style: 'robe', colour: '#2f8a5e', accent: '#e8a93a' },
    hat: { style: 'leafCrown', colour: '#3aa357' },
    features: ['facepaint'],
    props: ['amulet'],
    badge: '#c48be0',
  },
  {
    id: 15,
    skin: 'ninja',
    name: { es: 'Ninja', en: 'Ninja' },
    rarity: 'legendary',
    skinTone: '#e8b58c',
    hair: { style: 'spiky', colour: '#1a1a24' },
    iris: '#3a2416',
    outfit: { style: 'gi', colour: '#2b2d42', accent: '#e63946' },
    hat: { style: 'headband', colour: '#e63946' },
    features: [],
    props: ['katana'],
    badge: '#ff9e7a',
  },
  {
    id: 16,
    skin: 'captain',
    name: { es: 'Capitana', en: 'Captain' },
    rarity: 'legendary',
    skinTone: '#9a6340',
    hair: { style: 'wavy', colour: '#1d1412' },
    iris: '#4a2c1a',
    outfit: { style: 'coat', colour: '#1f3a6b', accent: '#f7c948' },
    hat: { style: 'captain', colour: '#ffffff' },
    features: [],
    props: ['anchorPin'],
    badge: '#8ecae6',
  },
  {
    id: 17,
    skin: 'vampire',
    name: { es: 'Vampiro', en: 'Vampire' },
    rarity: 'mythic',
    skinTone: '#e3dcef',
    hair: { style: 'slick', colour: '#1b1424' },
    iris: '#d62839',
    outfit: { style: 'suit', colour: '#2b2030', accent: '#b3202a' },
    features: ['fangs'],
    props: ['cape', 'sunglasses'],
    badge: '#5b2d7d',
  },
  {
    id: 18,
    skin: 'robot',
    name: { es: 'Robot', en: 'Robot' },
    rarity: 'mythic',
    skinTone: '#b8c4d6',
    hair: { style: 'none', colour: '#8a96a8' },
    iris: '#5ef2ff',
    outfit: { style: 'plating', colour: '#8a96a8', accent: '#5ef2ff' },
    hat: { style: 'antenna', colour: '#ff6f59' },
    features: ['bolts'],
    props: ['chestLights'],
    badge: '#ffd23f',
    head: 'boxy',
  },
  {
    id: 19,
    skin: 'mermaid',
    name: { es: 'Sirena', en: 'Mermaid' },
    rarity: 'exclusive',
    skinTone: '#f2c6a8',
    hair: { style: 'wavy', colour: '#2ec4b6' },
    iris: '#8e5cd9',
    outfit: { style: 'shells', colour: '#ff8fab', accent: '#ffd6e0' },
    features: [],
    props: ['pearls', 'starfishPin'],
    badge: '#3a86ff',
  },
  {
    id: 20,
    skin: 'dragon',
    name: { es: 'Dragona', en: 'Dragon' },
    rarity: 'exclusive',
    skinTone: '#9ed36a',
    hair: { style: 'spiky', colour: '#ff6f3c' },
    iris: '#ffd23f',
    outfit: { style: 'scales', colour: '#3a8f5a', accent: '#ffd23f' },
    hat: { style: 'horns', colour: '#f4e4c1' },
    features: ['scaleCheeks', 'fangs'],
    props: ['wings'],
    badge: '#ff595e',
  },
];

/** The character states of spec section 4 and the portrait suffix of each ('' for normal). */
export const portraitStates = [
  { state: 'normal', suffix: '' },
  { state: 'herido', suffix: '_v' },
  { state: 'hambre', suffix: '_h' },
  { state: 'sed', suffix: '_s' },
  { state: 'locura', suffix: '_l' },
  { state: 'muerto', suffix: '_m' },
] as const;

export type PortraitState = (typeof portraitStates)[number]['state'];
