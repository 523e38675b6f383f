import type { GetCharacterResponse, PlayResponse } from '@src/contract/play';
import { option } from '../fixtures/options';
import type { Reply, SeenRequest } from './helpers/fake-api';

export const TEST_MAP_ID = 7;
export const GAME_HASH = 'test-game-hash-0123456789';

/** A small community map for the game screen tests: one open event, one it unlocks, two items. */
export const playAnswer: PlayResponse = {
  imagenMapa: '7.jpeg',
  gameHash: GAME_HASH,
  seed: 'test-seed',
  difficulty: 2,
  credits: [],
  character: { characterid: 1, level: 1 },
  reportable: false,
  items: [
    {
      objectid: 10,
      name: 'Coco',
      description: 'Dulce y fresco.',
      functionality: 'food',
      objectImage: 'icons/items/food.webp',
    },
    {
      objectid: 11,
      name: 'Cuerda',
      description: 'Para atar cosas.',
      functionality: 'intercambiable',
      objectImage: null,
    },
  ],
  eventos: [
    {
      eventid: 1,
      premise: 'Un cangrejo gigante te roba la toalla.',
      locked: false,
      consecuencias: [
        option(1, {
          option: 'Pelear por la toalla',
          consequence_text: 'Recuperas la toalla y un coco, pero el cangrejo te pellizca.',
          health_consequence: -20,
          effect_consequence: 'bleeding',
          idobject_reward: 10,
          unlocks_eventid: 2,
        }),
        option(2, {
          option: 'Atarlo con la cuerda',
          consequence_text: 'El cangrejo queda atado.',
          idobject_requeriment: 11,
        }),
        option(5, {
          option: 'Buscar en la arena',
          consequence_text: 'Encuentras una cuerda enterrada.',
          idobject_reward: 11,
          unlocks_eventid: 2,
        }),
      ],
    },
    {
      eventid: 2,
      premise: 'Ves un barco en el horizonte.',
      locked: true,
      consecuencias: [
        option(3, { option: 'Hacer señales', consequence_text: 'El barco te recoge. ¡A casa!', wins: true }),
        option(4, {
          option: 'Nadar hacia el barco',
          consequence_text: 'El barco estaba mucho más lejos de lo que parecía.',
          health_consequence: -200,
        }),
      ],
    },
  ],
};

export const characterAnswer: GetCharacterResponse = {
  success: true,
  level: 1,
  characterData: {
    characterid: 1,
    name: 'Turista',
    skin: 'tourist',
    rarity: 'common',
    health: 100,
    hunger: 100,
    thirst: 100,
    sanity: 100,
    base: { health: 100, hunger: 100, thirst: 100, sanity: 100 },
    pasiva: 'holiday_mood',
    passive: { id: 'holiday_mood', name: 'Modo vacaciones', description: 'Cada 4 turnos recupera un 5% de cordura.' },
  },
};

/** POST /play/step as the server answers a step that follows the stored ones (each action is sent as it is made). */
export const stepTaken = ({ body }: SeenRequest): Reply => ({
  status: 200,
  body: { steps: (body as { index: number }).index + 1, status: 'playing' },
});
