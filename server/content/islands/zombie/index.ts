/**
 * Zombie Island (map 2, three stars): an all-inclusive resort in grey-green fog, and the guests have turned. Bites
 * poison, water is scarce, and the three ways out each take a key and a plan. Designer's notes in docs/islands.md.
 */
import { t } from '../build';
import type { Island } from '../types';
import { zombieEscapeEvents } from './events-escape';
import { zombieLeisureEvents } from './events-leisure';
import { zombieOutbreakEvents } from './events-outbreak';
import { zombieResortEvents } from './events-resort';
import { zombieStaffEvents } from './events-staff';
import { zombieItems } from './items';

export const zombieIsland: Island = {
  mapId: 2,
  name: t('Isla Zombi', 'Zombie Island'),
  description: t(
    'El Resort Paraíso prometía todo incluido. Incluía un brote zombi. Niebla verde, bufé caducado y turistas que ya no respiran.',
    'The Paradise Resort promised all-inclusive. It included a zombie outbreak. Green fog, an expired buffet and tourists who no longer breathe.',
  ),
  difficulty: 3,
  items: zombieItems,
  events: [
    ...zombieResortEvents,
    ...zombieOutbreakEvents,
    ...zombieEscapeEvents,
    ...zombieStaffEvents,
    ...zombieLeisureEvents,
  ],
};
