import { rememberMapToPlay } from './game';
import { STORAGE_KEYS } from './storage-keys';

/**
 * The playtest handoff between the map editor and the game (docs/event-editor.md): "Probar" stores the map to play
 * (spec 3 `mapa`) and, for "Probar desde #N", the event the run opens with instead of the bottle's draw. A playtest
 * from the start removes it, so an old choice never leaks into the next run. `editorPath` is where the run's "Volver"
 * leads back to.
 */
export function preparePlaytest(mapId: number, fromEventId: number | null, editorPath: string): void {
  rememberMapToPlay(mapId, editorPath);
  if (fromEventId === null) localStorage.removeItem(STORAGE_KEYS.playtestEvent);
  else localStorage.setItem(STORAGE_KEYS.playtestEvent, String(fromEventId));
}

/**
 * The event a playtest opens with, or null. Reading does not remove it: the game screen forgets it once the run has
 * been asked for, so a retry after a failed load opens it too.
 */
export function storedOpeningEvent(): number | null {
  const value = Number(localStorage.getItem(STORAGE_KEYS.playtestEvent));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const forgetOpeningEvent = (): void => localStorage.removeItem(STORAGE_KEYS.playtestEvent);
