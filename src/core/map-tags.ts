/**
 * The fixed list of tags a creator may give a map (issue 29, docs/creators.md "Tags"): at most three a map, chosen in
 * the map form; Online Mode filters by them. Each id is also its key in the common texts (`mapTags.<id>`), so both
 * languages name every tag and the list never grows by typing.
 */
export const MAP_TAGS = [
  'horror',
  'humor',
  'short',
  'long',
  'hard',
  'story',
  'mystery',
  'fantasy',
  'beginners',
  'survival',
  'adventure',
  'puzzle',
] as const;
export type MapTag = (typeof MAP_TAGS)[number];

/** A map carries at most this many tags. */
export const MAP_TAGS_MAX = 3;

export const isMapTag = (value: string): value is MapTag => (MAP_TAGS as readonly string[]).includes(value);

/** The text key of a tag's name, in the common namespace. */
export const mapTagTextKey = (tag: MapTag) => `mapTags.${tag}` as const;

/** A set of tags in the list's order, each once: how they are stored, shown and compared. */
export const inListOrder = (tags: readonly MapTag[]): MapTag[] => MAP_TAGS.filter((tag) => tags.includes(tag));
