/**
 * Goblin Island (map 3, five stars): the jungle tour's guide vanished and the goblin tribes run the island. Torches,
 * ruins, a purple night, little clean water and bargains that always cost something. Designer's notes in
 * docs/islands.md.
 */
import { t } from '../build';
import type { Island } from '../types';
import { goblinCustomEvents } from './events-customs';
import { goblinEscapeEvents } from './events-escape';
import { goblinJungleEvents } from './events-jungle';
import { goblinTribeEvents } from './events-tribes';
import { goblinWildEvents } from './events-wilds';
import { goblinItems } from './items';

export const goblinIsland: Island = {
  mapId: 3,
  name: t('Isla Goblin', 'Goblin Island'),
  description: t(
    'La excursión «EcoAventura» prometía conectar con la naturaleza. La naturaleza tiene tribus goblin, ruinas malditas y una luna morada.',
    'The "EcoAdventure" tour promised to connect you with nature. Nature has goblin tribes, cursed ruins and a purple moon.',
  ),
  difficulty: 5,
  items: goblinItems,
  events: [
    ...goblinJungleEvents,
    ...goblinTribeEvents,
    ...goblinEscapeEvents,
    ...goblinWildEvents,
    ...goblinCustomEvents,
  ],
};
