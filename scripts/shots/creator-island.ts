/**
 * Issue 28's island for the screenshots (scripts/shots/issue-28.ts), in the language being shot, made through the API
 * as the event list's form would: a start event whose options lead to a locked chest (straight on) or unlock a ship,
 * each with a winning option. Small enough for the whole graph to fit a phone's canvas.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Lang } from '../../tests/e2e/helpers/i18n';
import { createEventThroughApi, createMapThroughApi } from '../../tests/e2e/helpers/maps';
import type { Choice } from '../../tests/e2e/helpers/online-play';

const TEXTS = {
  es: {
    title: 'Isla del Faro',
    description: 'Un faro, una cueva y un barco que pasa de largo.',
    empty: 'Isla en blanco',
    start: ['Naufragas en una playa desierta', 'Explorar la cueva', 'Encender una hoguera'],
    startText: ['Entre las rocas hay un cofre.', 'El humo sube alto sobre la playa.'],
    chest: ['Un cofre cerrado en la cueva', 'Abrir el cofre', 'Dejarlo para luego'],
    chestText: ['Dentro hay una bengala: ¡te rescatan!', 'Vuelves a la orilla con las manos vacías.'],
    ship: ['Un barco en el horizonte', 'Hacer señales', 'Esperar'],
    shipText: ['El barco da la vuelta y te recoge.', 'El barco se aleja.'],
    gull: ['Una gaviota te roba el bocadillo', 'Perseguirla', 'El bocadillo se pierde en el mar.'],
  },
  en: {
    title: 'Lighthouse Island',
    description: 'A lighthouse, a cave and a ship that sails past.',
    empty: 'Blank island',
    start: ['You wash up on a deserted beach', 'Explore the cave', 'Light a bonfire'],
    startText: ['Among the rocks there is a chest.', 'The smoke rises high above the beach.'],
    chest: ['A locked chest in the cave', 'Open the chest', 'Leave it for later'],
    chestText: ['Inside is a flare: you are rescued!', 'You go back to the shore empty-handed.'],
    ship: ['A ship on the horizon', 'Wave at it', 'Wait'],
    shipText: ['The ship turns round and picks you up.', 'The ship sails away.'],
    gull: ['A seagull steals your sandwich', 'Chase it', 'The sandwich is lost at sea.'],
  },
} as const;

export type IslandTexts = (typeof TEXTS)[Lang];
export const islandTexts = (lang: Lang): IslandTexts => TEXTS[lang];

/** The island's map and events; its title ends with `tag` so each run's maps are told apart in Online Mode. */
export async function islandThroughApi(request: APIRequestContext, token: string, lang: Lang, tag: string) {
  const texts = TEXTS[lang];
  const title = `${texts.title} ${tag}`;
  const mapId = await createMapThroughApi(request, token, { title, description: texts.description });
  const locked = (premise: readonly string[], consequence: readonly string[], death: number) =>
    createEventThroughApi(request, token, {
      mapId,
      premise: premise[0],
      isChecked: true,
      consequencesList: [
        { option: premise[1], consequenceText: consequence[0], wins: true },
        { option: premise[2], consequenceText: consequence[1], healthConsequence: death },
      ],
    });
  const chest = await locked(texts.chest, texts.chestText, -5);
  const ship = await locked(texts.ship, texts.shipText, -10);
  await createEventThroughApi(request, token, {
    mapId,
    premise: texts.start[0],
    consequencesList: [
      { option: texts.start[1], consequenceText: texts.startText[0], followsEventId: chest },
      { option: texts.start[2], consequenceText: texts.startText[1], healthConsequence: -5, unlocksEventId: ship },
    ],
  });
  return { mapId, title, description: texts.description };
}

/** The two winning paths of the island: through the cave, and by the fire and the ship. */
export function islandPaths(lang: Lang): Record<'cave' | 'fire', Choice[]> {
  const { start, chest, ship } = TEXTS[lang];
  return {
    cave: [
      { fromBottle: true, premise: start[0], option: start[1] },
      { premise: chest[0], option: chest[1] },
    ],
    fire: [
      { fromBottle: true, premise: start[0], option: start[2] },
      { fromBottle: true, premise: ship[0], option: ship[1] },
    ],
  };
}
