/**
 * The islands of History Mode (spec 2), built-in content the client shows: the map number is the slider index + 1,
 * stars of difficulty out of 10, and whether the island can be played yet. Their names and notes are in the `history`
 * locale namespace under `islands.<key>`; the playable islands' events are served from server/content/islands.
 */
export const HISTORY_ISLANDS = [
  { number: 1, key: 'beach', stars: 1, playable: true },
  { number: 2, key: 'zombie', stars: 3, playable: true },
  { number: 3, key: 'goblin', stars: 5, playable: true },
  { number: 4, key: 'desert', stars: 7, playable: false },
  { number: 5, key: 'lm', stars: 9, playable: false },
] as const;
