/** One stop of a tour: the element marked `data-tour="<target>"` and the `tour:steps.<key>` texts. */
export interface TourStep {
  target: 'history' | 'profile';
  key: string;
}

/** A signed-in new player: the way into the game, then their own card (spec section 2, Main menu). */
export const newPlayerTour: readonly TourStep[] = [
  { target: 'history', key: 'history' },
  { target: 'profile', key: 'profile' },
];

/** A visitor: the profile panel is where they sign up or log in. */
export const visitorTour: readonly TourStep[] = [{ target: 'profile', key: 'visitor' }];
