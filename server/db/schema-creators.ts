import type { Generated, Selectable } from 'kysely';

/**
 * Tables of the creator tools (migration 0003): maps, their events and options, items and likes. Built-in content
 * (History Mode's islands, mapid 1 to 5, and their items) has no owner and carries English next to Spanish in the
 * `_en` columns; user content is written in one language and leaves them null.
 */
export interface MapsTable {
  mapid: Generated<number>;
  /** Null for the built-in islands: nobody may change them. */
  owner_id: number | null;
  name: string;
  /** Lower-cased name, computed in Node so search and A-Z order read the same on both dialects. */
  name_key: string;
  description: string;
  /** File name under /uploads (or 1.jpeg … 5.jpeg for the islands); null shows the default picture. */
  image: string | null;
  published: Generated<number>;
  /** 1 to 10, recomputed from the content whenever it changes (src/core/difficulty.ts). */
  difficulty: Generated<number>;
  /** Plays counted by POST /maps/{id}/play. */
  num_players: Generated<number>;
  /** Kept equal to the map's rows in `likes` by the like toggle. */
  likes: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Raised by every change of what a run plays (services/play/play-map-cache.ts keeps one view per version). */
  content_version: Generated<number>;
  /** 1 when the owner lets other creators copy the published map into their drafts (migration 0021). */
  remixable: Generated<number>;
  /** 1 while a moderator keeps the map hidden (migration 0022): it is then unpublished too. */
  hidden: Generated<number>;
  /** The version players get while the map is published (migration 0025); null until it is first published. */
  published_version_id: Generated<number | null>;
}

export interface EventsTable {
  eventid: Generated<number>;
  mapid: number;
  premise: string;
  premise_en: string | null;
  locked: Generated<number>;
  /** Where the diagram editor shows the node; null until it has been placed. */
  position_x: number | null;
  position_y: number | null;
}

export interface ConsequencesTable {
  consequenceid: Generated<number>;
  eventid: number;
  option: string;
  option_en: string | null;
  consequence_text: string;
  consequence_text_en: string | null;
  health_consequence: Generated<number>;
  hunger_consequence: Generated<number>;
  thirst_consequence: Generated<number>;
  sanity_consequence: Generated<number>;
  /** An effect id of src/core/effects.ts, or 'nada'. */
  effect_consequence: Generated<string>;
  wins: Generated<number>;
  /** Links become null when the item or event they name is deleted. */
  idobject_requeriment: number | null;
  idobject_reward: number | null;
  unlocks_eventid: number | null;
  follows_eventid: number | null;
}

export interface ObjectsTable {
  objectid: Generated<number>;
  /** Null for built-in items. */
  owner_id: number | null;
  /** The built-in island an item belongs to; null for items made with the item creator. */
  mapid: number | null;
  name: string;
  name_en: string | null;
  description: string;
  description_en: string | null;
  /** One of ITEM_FUNCTIONALITIES (src/core/items.ts). */
  functionality: Generated<string>;
  /** File name under /uploads/items; null shows the default picture. */
  image: string | null;
  created_at: string;
  /** 1 while a moderator keeps the picture hidden (migration 0022): /uploads/items answers 404 for it. */
  picture_hidden: Generated<number>;
}

export interface LikesTable {
  user_id: number;
  mapid: number;
  created_at: string;
}

/** A map's tags from the fixed list (migration 0019, src/core/map-tags.ts): one row a tag, at most three a map. */
export interface MapTagsTable {
  mapid: number;
  tag: string;
}

/**
 * A map's chain of origins (migration 0021): depth 0 the map it was remixed or imported from, then that one's
 * origins. Title and creator as they were at copy time; `source_mapid` is null when the origin came in a file.
 */
export interface MapCreditsTable {
  mapid: number;
  depth: number;
  source_mapid: number | null;
  title: string;
  creator: string;
}

/**
 * What players play of a published map, frozen (migration 0025, docs/creators.md "Versions"): numbered from 1 per map.
 * `content` is the JSON of services/maps/version-content.ts; `layout` the diagram's node places, for a restore.
 */
export interface MapVersionsTable {
  id: Generated<number>;
  mapid: number;
  number: number;
  created_at: string;
  difficulty: number;
  events_count: number;
  content: string;
  layout: string;
}

/**
 * What a version's settled runs add up to (migration 0026, docs/creators.md "Analytics"): `tally` is the JSON of
 * src/core/simulation/tally-state.ts, written by services/maps/analytics-fold.ts as it adds the runs marked
 * `tally_pending`.
 */
export interface MapVersionTalliesTable {
  version_id: number;
  tally: string;
  updated_at: string;
}

export type MapRow = Selectable<MapsTable>;
export type EventRow = Selectable<EventsTable>;
export type ConsequenceRow = Selectable<ConsequencesTable>;
export type ObjectRow = Selectable<ObjectsTable>;
