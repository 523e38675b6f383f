import { PLAYTEST_EVENT_KEY } from '@ui/features/event-editor/playtest';

/**
 * The event a playtest from the map editor opens with ("Probar desde #N" stores it, docs/event-editor.md), or null.
 * Reading does not remove it: the screen forgets it once the run has been asked for (see PlayScreen).
 */
export function storedOpeningEvent(): number | null {
  const value = Number(localStorage.getItem(PLAYTEST_EVENT_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const forgetOpeningEvent = (): void => localStorage.removeItem(PLAYTEST_EVENT_KEY);
