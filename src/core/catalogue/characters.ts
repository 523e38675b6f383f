/**
 * The built-in characters (pure data): what the shop sells, the gacha hands out and the closet lists. Base stats sit
 * around the baseline of 100: every rarity has a total budget (400 for common, +20 per rarity step) and each character
 * spreads it by personality. The passives are in passives.ts (this folder).
 */
import type { LocalizedText } from '../localized';
import { PASSIVES } from './passives';
import type { PassiveDefinition } from '../passives';
import type { Rarity } from '../rarity';
import type { Stats } from '../stats';

/** The built-in skins, one per character (the passive catalogue is keyed by them). */
export type CharacterSkin = keyof typeof PASSIVES;

export interface CharacterDefinition {
  /** characterid: 1 … 20. */
  readonly id: number;
  /** Asset folder of the portraits: /assets/{skin}/… (spec 7). */
  readonly skin: CharacterSkin;
  readonly name: LocalizedText;
  readonly rarity: Rarity;
  readonly base: Stats;
  /** Shop price in VPoints. */
  readonly price: number;
  readonly description: LocalizedText;
  readonly passive: PassiveDefinition;
}

/** The free starter every account owns (and the one selected on login, spec 3). */
export const STARTER_CHARACTER_ID = 1;

/** Shop price by rarity, in VPoints: a little above what the gacha costs on average for the same rarity. */
export const CHARACTER_PRICE: Readonly<Record<Rarity, number>> = {
  common: 1_000,
  rare: 5_000,
  'super-rare': 12_000,
  epic: 30_000,
  legendary: 75_000,
  mythic: 150_000,
  exclusive: 300_000,
};

function character(
  id: number,
  skin: CharacterSkin,
  rarity: Rarity,
  name: LocalizedText,
  [health, hunger, thirst, sanity]: readonly [number, number, number, number],
  description: LocalizedText,
): CharacterDefinition {
  return {
    id,
    skin,
    name,
    rarity,
    base: { health, hunger, thirst, sanity },
    price: id === STARTER_CHARACTER_ID ? 0 : CHARACTER_PRICE[rarity],
    description,
    passive: PASSIVES[skin],
  };
}

export const CHARACTERS: readonly CharacterDefinition[] = [
  character(1, 'tourist', 'common', { es: 'Turista', en: 'Tourist' }, [100, 100, 100, 100], {
    es: 'Venía a tumbarse al sol y acabó en una isla desierta. Equilibrado en todo.',
    en: 'Came to lie in the sun and ended up on a desert island. Balanced in everything.',
  }),
  character(2, 'surfer', 'common', { es: 'Surfista', en: 'Surfer' }, [105, 95, 90, 110], {
    es: 'Tranquilo pase lo que pase, aunque siempre tiene la boca seca.',
    en: 'Laid-back whatever happens, though always thirsty.',
  }),
  character(3, 'fisher', 'common', { es: 'Pescador', en: 'Fisher' }, [100, 110, 95, 95], {
    es: 'Paciente y bien alimentado: el mar siempre le da algo.',
    en: 'Patient and well fed: the sea always gives him something.',
  }),
  character(4, 'backpacker', 'common', { es: 'Mochilera', en: 'Backpacker' }, [95, 100, 105, 100], {
    es: 'Lleva de todo en la mochila y sabe sacarle partido.',
    en: 'Carries a bit of everything and knows how to use it.',
  }),
  character(5, 'lifeguard', 'rare', { es: 'Socorrista', en: 'Lifeguard' }, [120, 95, 105, 100], {
    es: 'Fuerte y entrenado para aguantar golpes en el agua y fuera de ella.',
    en: 'Strong and trained to take a beating, in the water and out of it.',
  }),
  character(6, 'chef', 'rare', { es: 'Chef', en: 'Chef' }, [100, 125, 100, 95], {
    es: 'Convierte cualquier cosa en un banquete. Nunca pasa hambre mucho tiempo.',
    en: 'Turns anything into a feast. Never stays hungry for long.',
  }),
  character(7, 'doctor', 'rare', { es: 'Doctora', en: 'Doctor' }, [110, 95, 100, 115], {
    es: 'Sabe tratar heridas y venenos mejor que nadie en la isla.',
    en: 'Treats wounds and poisons better than anyone on the island.',
  }),
  character(8, 'scout', 'rare', { es: 'Scout', en: 'Scout' }, [105, 105, 110, 100], {
    es: 'Siempre preparado: encuentra agua donde nadie mira.',
    en: 'Always prepared: finds water where nobody looks.',
  }),
  character(9, 'biologist', 'super-rare', { es: 'Bióloga marina', en: 'Marine biologist' }, [100, 110, 110, 120], {
    es: 'Conoce cada planta y cada pez: nada de lo que come le sienta mal.',
    en: 'Knows every plant and fish: nothing she eats disagrees with her.',
  }),
  character(10, 'yogi', 'super-rare', { es: 'Yogui', en: 'Yogi' }, [95, 105, 100, 140], {
    es: 'Su mente es un lago en calma, aunque su cuerpo sea frágil.',
    en: 'A mind like a still lake, in a fragile body.',
  }),
  character(11, 'pirate', 'super-rare', { es: 'Pirata', en: 'Pirate' }, [120, 110, 115, 95], {
    es: 'Duro como una vieja galleta de barco y un poco loco.',
    en: 'Tough as old ship biscuit, and a little mad.',
  }),
  character(12, 'explorer', 'epic', { es: 'Exploradora', en: 'Explorer' }, [120, 115, 115, 110], {
    es: 'Ha cruzado selvas y desiertos; la isla es solo otra aventura.',
    en: 'Has crossed jungles and deserts; the island is just another adventure.',
  }),
  character(13, 'astronaut', 'epic', { es: 'Astronauta', en: 'Astronaut' }, [110, 110, 120, 120], {
    es: 'Entrenado para el aislamiento y para racionar cada gota.',
    en: 'Trained for isolation and for rationing every drop.',
  }),
  character(14, 'shaman', 'epic', { es: 'Chamán', en: 'Shaman' }, [105, 110, 105, 140], {
    es: 'Los espíritus de la isla le susurran y le protegen.',
    en: 'The spirits of the island whisper to him and protect him.',
  }),
  character(15, 'ninja', 'legendary', { es: 'Ninja', en: 'Ninja' }, [125, 115, 115, 125], {
    es: 'Nadie lo ve llegar, y el peligro tampoco lo alcanza.',
    en: 'Nobody sees him coming, and danger rarely catches him.',
  }),
  character(16, 'captain', 'legendary', { es: 'Capitana', en: 'Captain' }, [130, 115, 115, 120], {
    es: 'Ha sobrevivido a cien tormentas y no piensa hundirse en esta.',
    en: 'Has weathered a hundred storms and will not sink in this one.',
  }),
  character(17, 'vampire', 'mythic', { es: 'Vampiro', en: 'Vampire' }, [140, 120, 110, 130], {
    es: 'De vacaciones lejos del sol. Sus heridas se cierran solas.',
    en: 'On holiday away from the sun. His wounds close by themselves.',
  }),
  character(18, 'robot', 'mythic', { es: 'Robot', en: 'Robot' }, [150, 110, 110, 130], {
    es: 'Ni venenos ni fiebres: su cuerpo de metal no entiende de males.',
    en: 'No poison, no fever: a metal body knows no illness.',
  }),
  character(19, 'mermaid', 'exclusive', { es: 'Sirena', en: 'Mermaid' }, [125, 120, 150, 125], {
    es: 'El mar es su casa: la sed no existe para ella.',
    en: 'The sea is her home: thirst does not exist for her.',
  }),
  character(20, 'dragon', 'exclusive', { es: 'Dragona', en: 'Dragon' }, [150, 130, 115, 125], {
    es: 'Escamas duras como roca y un fuego que la hace renacer.',
    en: 'Scales hard as rock and a fire that brings her back.',
  }),
];

export const characterById = (id: number): CharacterDefinition | undefined => CHARACTERS.find((c) => c.id === id);
