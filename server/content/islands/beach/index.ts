/**
 * Beach Island (map 1, one star): the cruise excursion left without you. Turquoise sea, sunburn, crabs and coconuts;
 * generous with food and water, with three ways to be rescued. Designer's notes in docs/islands.md.
 */
import { t } from '../build';
import type { Island } from '../types';
import { beachCampEvents } from './events-camp';
import { beachInlandEvents } from './events-inland';
import { beachRescueEvents } from './events-rescue';
import { beachShoreEvents } from './events-shore';
import { beachItems } from './items';

export const beachIsland: Island = {
  mapId: 1,
  name: t('Isla Playa', 'Beach Island'),
  description: t(
    'Te dormiste en un flamenco hinchable y el crucero se fue sin ti. Arena blanca, mar turquesa, cocos... y ni una sombra.',
    'You fell asleep on an inflatable flamingo and the cruise ship left without you. White sand, turquoise sea, coconuts... and no shade at all.',
  ),
  difficulty: 1,
  items: beachItems,
  events: [...beachShoreEvents, ...beachInlandEvents, ...beachRescueEvents, ...beachCampEvents],
};
