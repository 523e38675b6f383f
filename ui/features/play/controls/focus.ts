/** Focus moves for arrow keys and the d-pad, inside whichever layer is on top. */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The top layer: the last open modal (a dialog, the tutorial, the end of the run), else the game screen. */
export function topLayer(screen: HTMLElement): HTMLElement {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return modals.length > 0 ? modals[modals.length - 1] : screen;
}

/** Moves focus to the next (1) or previous (−1) control of the top layer, wrapping around. */
export function moveFocus(screen: HTMLElement, step: 1 | -1): void {
  const items = [...topLayer(screen).querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? (step === 1 ? 0 : items.length - 1) : (at + step + items.length) % items.length;
  items[next].focus();
}

/** Presses the first element matching `selector` in the top layer; false when there is none. */
export function press(screen: HTMLElement, selector: string): boolean {
  const target = topLayer(screen).querySelector<HTMLElement>(selector);
  if (!target) return false;
  target.click();
  return true;
}
