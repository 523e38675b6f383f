/**
 * The creators' content as the client sees it: rows of maps, events, options and items shaped by their contracts.
 */
import type { ConsequenceView, EventSummary } from '@src/contract/events';
import type { ItemView } from '@src/contract/items';
import type { OwnMap } from '@src/contract/maps';
import { isItemFunctionality } from '@src/core/items';
import type { MapTag } from '@src/core/map-tags';
import type { ConsequenceRow, EventRow, MapRow, ObjectRow } from '../../db/schema-creators';
import type { Lang } from '../../messages';

/** A map of the creator's with its tags (repositories/map-tags.ts). */
export function ownMapView(row: MapRow, tags: readonly MapTag[]): OwnMap {
  return {
    mapid: row.mapid,
    name: row.name,
    description: row.description,
    mapImage: row.image,
    published: row.published ? 1 : 0,
    difficulty: row.difficulty,
    likes: row.likes,
    num_players: row.num_players,
    tags: [...tags],
    remixable: row.remixable === 1,
  };
}

export function eventSummaryView(row: Pick<EventRow, 'eventid' | 'premise' | 'locked'>): EventSummary {
  return { eventid: row.eventid, premise: row.premise, locked: Boolean(row.locked) };
}

export function consequenceView(row: ConsequenceRow): ConsequenceView {
  return {
    consequenceid: row.consequenceid,
    option: row.option,
    consequence_text: row.consequence_text,
    health_consequence: row.health_consequence,
    hunger_consequence: row.hunger_consequence,
    thirst_consequence: row.thirst_consequence,
    sanity_consequence: row.sanity_consequence,
    effect_consequence: row.effect_consequence,
    wins: Boolean(row.wins),
    idobject_requeriment: row.idobject_requeriment,
    idobject_reward: row.idobject_reward,
    unlocks_eventid: row.unlocks_eventid,
    follows_eventid: row.follows_eventid,
  };
}

/** An item for the client; built-in items answer in English when asked and they have it. */
export function itemView(row: ObjectRow, lang: Lang = 'es'): ItemView {
  const english = lang === 'en';
  return {
    objectid: row.objectid,
    name: (english && row.name_en) || row.name,
    description: (english && row.description_en) || row.description,
    // The column only ever receives checked values; 'None' covers a row edited by hand.
    functionality: isItemFunctionality(row.functionality) ? row.functionality : 'None',
    objectImage: row.image,
  };
}
