import { STORAGE_KEYS } from './storage-keys';

/** Whether this browser's visitor has been shown what the profile panel is for (spec section 2). */
export const hasSeenVisitorTour = () => localStorage.getItem(STORAGE_KEYS.visitorTourSeen) === 'true';

export function markVisitorTourSeen(): void {
  localStorage.setItem(STORAGE_KEYS.visitorTourSeen, 'true');
}
