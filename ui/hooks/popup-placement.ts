import type { Box } from './use-target-rect';

/** Room kept between the popup, the spotlight and the window's edges. */
const GAP = 14;
const EDGE = 12;
/** The bottom menu stays visible under the tour's dimmed layer; the popup never covers it. */
const BOTTOM_MENU = 76;

export interface Placement {
  top: number;
  left: number;
  /** The popup's arrow: which side of the popup it sits on, and how far along it. */
  side: 'top' | 'bottom' | 'none';
  arrowX: number;
}

/**
 * Puts the popup under the spotlight when it fits, else above it, else at the bottom of the window; horizontally
 * centred on the target and kept inside the window.
 */
export function placePopup(
  target: Box | null,
  popup: { width: number; height: number },
  view: { width: number; height: number },
): Placement {
  const maxLeft = Math.max(EDGE, view.width - popup.width - EDGE);
  if (!target)
    return {
      top: Math.max(EDGE, (view.height - popup.height) / 2),
      left: maxLeft / 2 + EDGE / 2,
      side: 'none',
      arrowX: 0,
    };
  const centre = target.left + target.width / 2;
  const left = Math.min(maxLeft, Math.max(EDGE, centre - popup.width / 2));
  const arrowX = Math.min(popup.width - 28, Math.max(28, centre - left));
  const below = target.top + target.height + GAP;
  if (below + popup.height <= view.height - BOTTOM_MENU) return { top: below, left, side: 'top', arrowX };
  const above = target.top - GAP - popup.height;
  if (above >= EDGE) return { top: above, left, side: 'bottom', arrowX };
  return { top: Math.max(EDGE, view.height - BOTTOM_MENU - popup.height), left, side: 'none', arrowX };
}
