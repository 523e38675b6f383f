import { useCallback } from 'react';
import { TourOverlay } from './tour-overlay';
import { useFirstTimeTour } from './use-first-time-tour';

const focusable = 'a[href], button:not([disabled])';

/**
 * The main menu's first-time tour (spec section 2): new players are shown History Mode and their profile, visitors the
 * profile panel's purpose. Afterwards the keyboard focus lands on the last thing shown.
 */
export function FirstTimeTour({ accountSettled }: { accountSettled: boolean }) {
  const tour = useFirstTimeTour(accountSettled);
  const finishTour = tour?.finish;
  const lastTarget = tour?.steps[tour.steps.length - 1].target;

  const finish = useCallback(() => {
    finishTour?.();
    const shown = document.querySelector<HTMLElement>(`[data-tour="${lastTarget}"]`);
    const control = shown?.matches(focusable) ? shown : shown?.querySelector<HTMLElement>(focusable);
    control?.focus();
  }, [finishTour, lastTarget]);

  if (!tour) return null;
  return <TourOverlay steps={tour.steps} onFinish={finish} />;
}
