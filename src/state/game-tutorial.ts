import { STORAGE_KEYS } from './storage-keys';

/**
 * Whether the game's tutorial starts by itself on Beach Island (spec 2): a player who ticked "Don't show again" is not
 * shown it at every run; the music menu still opens it on demand.
 */
export const isGameTutorialHidden = (): boolean => localStorage.getItem(STORAGE_KEYS.gameTutorialHidden) === 'true';

export function hideGameTutorial(hidden: boolean): void {
  if (hidden) localStorage.setItem(STORAGE_KEYS.gameTutorialHidden, 'true');
  else localStorage.removeItem(STORAGE_KEYS.gameTutorialHidden);
}
