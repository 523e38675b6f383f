/** A stored map turned into the play view of spec 3 (eventos with consecuencias) and into the rules engine's map. */
import type { PlayEventView, PlayMapView } from '@src/contract/play';
import { isItemFunctionality } from '@src/core/items';
import type { PlayMap } from '@src/core/run';
import type { ConsequenceRow } from '../../db/schema-creators';
import type { Lang } from '../../messages';
import { consequenceView } from '../maps/content-views';
import type { StoredPlayMap } from '../../repositories/play-map';
import { localizedText } from '../../lib/localized-text';

function localizedConsequence(row: ConsequenceRow, lang: Lang): PlayEventView['consecuencias'][number] {
  return {
    ...consequenceView(row),
    option: localizedText(lang, row.option, row.option_en),
    consequence_text: localizedText(lang, row.consequence_text, row.consequence_text_en),
  };
}

/** The map in the request's language; event and option order are kept (the rules draw in event order). */
export function buildPlayMapView(stored: StoredPlayMap, lang: Lang): PlayMapView {
  const optionsByEvent = new Map<number, ConsequenceRow[]>();
  for (const row of stored.consequences) {
    const options = optionsByEvent.get(row.eventid);
    if (options) options.push(row);
    else optionsByEvent.set(row.eventid, [row]);
  }
  return {
    imagenMapa: stored.map.image,
    eventos: stored.events.map((event) => ({
      eventid: event.eventid,
      premise: localizedText(lang, event.premise, event.premise_en),
      locked: event.locked === 1,
      consecuencias: (optionsByEvent.get(event.eventid) ?? []).map((row) => localizedConsequence(row, lang)),
    })),
    items: stored.items.map((item) => ({
      objectid: item.objectid,
      name: localizedText(lang, item.name, item.name_en),
      description: localizedText(lang, item.description, item.description_en),
      // The rules treat an item of unknown use as a keepsake; so does the view.
      functionality: isItemFunctionality(item.functionality) ? item.functionality : 'None',
      objectImage: item.image,
    })),
    difficulty: stored.map.difficulty,
  };
}

/** The rules engine's map: the very events, options and items the player was sent. */
export const rulesMap = (view: PlayMapView): PlayMap => ({
  difficulty: view.difficulty,
  events: view.eventos,
  items: view.items,
});
