import { useCallback, useState } from 'react';
import { setNewplayer } from '@src/api/user';
import { sessionStore, useSession } from '@src/state/session';
import { newPlayerTour, visitorTour, type TourStep } from './tours';
import { hasSeenVisitorTour, markVisitorTourSeen } from '@src/state/visitor-tour';

/**
 * Which first-time tour the main menu owes this player, if any, and how to end it. A new player's tour waits until the
 * server's copy of the flag has arrived (`accountSettled`), so an answer in flight cannot bring a finished tour back;
 * finishing turns the flag false locally and on the server (a failed call is only logged, and the server's flag will
 * offer the tour again next time). A visitor's tour is remembered by a flag in this browser.
 */
export function useFirstTimeTour(accountSettled: boolean): { steps: readonly TourStep[]; finish: () => void } | null {
  const token = useSession((state) => state.token);
  const newplayer = useSession((state) => state.newplayer);
  const [visitorSeen, setVisitorSeen] = useState(hasSeenVisitorTour);

  const finish = useCallback(() => {
    if (sessionStore.getState().token) {
      sessionStore.getState().update({ newplayer: false });
      setNewplayer(false).catch((error: unknown) => console.error('newplayer', error));
    } else {
      markVisitorTourSeen();
      setVisitorSeen(true);
    }
  }, []);

  if (token) return newplayer && accountSettled ? { steps: newPlayerTour, finish } : null;
  return visitorSeen ? null : { steps: visitorTour, finish };
}
