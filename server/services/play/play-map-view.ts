/**
 * A stored map turned into the play view of spec 3 (eventos with consecuencias, texts in one language) and into the
 * rules engine's map, which is built from the stored content itself: ids and numbers, the same in every language.
 */
import type { PlayEventView, PlayMapView } from '@src/contract/play';
import { coreEvent, coreItem } from '@src/contract/to-core';
import { isItemFunctionality, type ItemFunctionality } from '@src/core/items';
import type { PlayMap } from '@src/core/run';
import type { ConsequenceRow, ObjectRow } from '../../db/schema-creators';
import type { Lang } from '../../messages';
import { consequenceView } from '../maps/content-views';
import { creditView } from '../../repositories/map-credits';
import type { StoredPlayMap } from '../../repositories/play-map';
import { localizedText } from '../../lib/localized-text';

function localizedConsequence(row: ConsequenceRow, lang: Lang): PlayEventView['consecuencias'][number] {
  return {
    ...consequenceView(row),
    option: localizedText(lang, row.option, row.option_en),
    consequence_text: localizedText(lang, row.consequence_text, row.consequence_text_en),
  };
}

/** Each event's options in stored order (by consequenceid). */
function optionsByEvent(stored: StoredPlayMap): Map<number, ConsequenceRow[]> {
  const byEvent = new Map<number, ConsequenceRow[]>();
  for (const row of stored.consequences) {
    const options = byEvent.get(row.eventid);
    if (options) options.push(row);
    else byEvent.set(row.eventid, [row]);
  }
  return byEvent;
}

/** The rules treat an item of unknown use as a keepsake; so does the view. */
const functionalityOf = (item: ObjectRow): ItemFunctionality =>
  isItemFunctionality(item.functionality) ? item.functionality : 'None';

/** The map in the request's language; event and option order are kept (the rules draw in event order). */
export function buildPlayMapView(stored: StoredPlayMap, lang: Lang): PlayMapView {
  const options = optionsByEvent(stored);
  return {
    imagenMapa: stored.map.image,
    eventos: stored.events.map((event) => ({
      eventid: event.eventid,
      premise: localizedText(lang, event.premise, event.premise_en),
      locked: event.locked === 1,
      consecuencias: (options.get(event.eventid) ?? []).map((row) => localizedConsequence(row, lang)),
    })),
    items: stored.items.map((item) => ({
      objectid: item.objectid,
      name: localizedText(lang, item.name, item.name_en),
      description: localizedText(lang, item.description, item.description_en),
      functionality: functionalityOf(item),
      objectImage: item.image,
    })),
    difficulty: stored.map.difficulty,
    credits: stored.credits.map(creditView),
  };
}

/** The rules engine's map: the very events, options and items (in the same order) every play view sends. */
export function buildRulesMap(stored: StoredPlayMap): PlayMap {
  const options = optionsByEvent(stored);
  return {
    difficulty: stored.map.difficulty,
    events: stored.events.map((event) =>
      coreEvent(
        { eventid: event.eventid, locked: event.locked === 1 },
        (options.get(event.eventid) ?? []).map(consequenceView),
      ),
    ),
    items: stored.items.map((item) => coreItem({ objectid: item.objectid, functionality: functionalityOf(item) })),
  };
}
