/**
 * Which map the event screens (/map_creator/event_creator and the diagram editor) work on. The map creator stores it
 * when the player opens a map's events; spec section 3 also keeps the map's `title` and `description` in local storage.
 * Signing out clears all three with the rest of local storage.
 */
export const SELECTED_MAP_KEY = 'mapId';
const TITLE_KEY = 'title';
const DESCRIPTION_KEY = 'description';

export interface SelectedMap {
  mapId: number;
  title: string;
  description: string;
}

export function rememberSelectedMap(map: { mapid: number; name: string; description: string }): void {
  localStorage.setItem(SELECTED_MAP_KEY, String(map.mapid));
  localStorage.setItem(TITLE_KEY, map.name);
  localStorage.setItem(DESCRIPTION_KEY, map.description);
}

/** The stored map, or null when none was chosen (or the stored id is damaged). */
export function readSelectedMap(): SelectedMap | null {
  const mapId = Number(localStorage.getItem(SELECTED_MAP_KEY));
  if (!Number.isInteger(mapId) || mapId < 1) return null;
  return { mapId, title: localStorage.getItem(TITLE_KEY) ?? '', description: localStorage.getItem(DESCRIPTION_KEY) ?? '' };
}
