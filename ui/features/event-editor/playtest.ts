/**
 * Playtesting from the editor: the game screen plays the map stored under `mapa` (spec 3). `playtestEvent`, when
 * set, names the event the run should open with instead of drawing from the bottle (see docs/event-editor.md); it
 * is removed for a playtest from the start so an old choice never leaks into the next run.
 */
export const PLAY_MAP_KEY = 'mapa';
export const PLAYTEST_EVENT_KEY = 'playtestEvent';

export function preparePlaytest(mapId: number, fromEventId: number | null) {
  localStorage.setItem(PLAY_MAP_KEY, String(mapId));
  if (fromEventId === null) localStorage.removeItem(PLAYTEST_EVENT_KEY);
  else localStorage.setItem(PLAYTEST_EVENT_KEY, String(fromEventId));
}
