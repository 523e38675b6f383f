import { HISTORY_ISLANDS } from '@src/core/catalogue/history-islands';
import { STORAGE_KEYS } from '@src/state/storage-keys';

/**
 * Where a run began, so the end popup's "Volver" leads back there: History Mode, Online Mode, the player's maps or the
 * map editor (a playtest). Every screen that starts a run records its own path with the map (`rememberMapToPlay`,
 * src/state/game.ts); it is kept in local storage like `mapa`, so a reloaded game screen still knows it.
 */
export function rememberRunOrigin(path: string): void {
  localStorage.setItem(STORAGE_KEYS.playOrigin, path);
}

/** Only a path of this app (never another site, `//host`), and never the game screen itself. */
const isAppPath = (path: string | null): path is string =>
  path !== null && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/play');

/**
 * The path the run of `mapId` began from; without one (a bookmarked /play), History Mode for a built-in island and
 * Online Mode for a community map.
 */
export function runOriginOf(mapId: number): string {
  const stored = localStorage.getItem(STORAGE_KEYS.playOrigin);
  if (isAppPath(stored)) return stored;
  return HISTORY_ISLANDS.some((island) => island.number === mapId) ? '/history' : '/online';
}
