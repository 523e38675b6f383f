/** Local storage flag: this browser's visitor has been shown what the profile panel is for (spec section 2). */
export const VISITOR_TOUR_KEY = 'visitorTourSeen';

export const hasSeenVisitorTour = () => localStorage.getItem(VISITOR_TOUR_KEY) === 'true';

export function markVisitorTourSeen(): void {
  localStorage.setItem(VISITOR_TOUR_KEY, 'true');
}
