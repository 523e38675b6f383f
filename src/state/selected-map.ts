import { STORAGE_KEYS } from './storage-keys';

/**
 * Which map the event screens (/map_creator/event_creator and the diagram editor) work on. The map creator stores it
 * when the player opens a map's events; spec section 3 also keeps the map's `title` and `description` in local storage.
 * Signing out clears all three with the rest of local storage.
 */
export interface SelectedMap {
  mapId: number;
  title: string;
  description: string;
}

export function rememberSelectedMap(map: { mapid: number; name: string; description: string }): void {
  localStorage.setItem(STORAGE_KEYS.mapInEditor, String(map.mapid));
  localStorage.setItem(STORAGE_KEYS.mapInEditorTitle, map.name);
  localStorage.setItem(STORAGE_KEYS.mapInEditorDescription, map.description);
}

/** The stored map, or null when none was chosen (or the stored id is damaged). */
export function readSelectedMap(): SelectedMap | null {
  const mapId = Number(localStorage.getItem(STORAGE_KEYS.mapInEditor));
  if (!Number.isInteger(mapId) || mapId < 1) return null;
  return {
    mapId,
    title: localStorage.getItem(STORAGE_KEYS.mapInEditorTitle) ?? '',
    description: localStorage.getItem(STORAGE_KEYS.mapInEditorDescription) ?? '',
  };
}
