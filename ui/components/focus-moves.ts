/** Focus moves for arrow keys and the gamepad, inside whichever layer is on top. */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The top layer: the last open modal (a dialog, a tour, the end of the run), else `screen`. */
export function topLayer(screen: HTMLElement): HTMLElement {
  const modals = document.querySelectorAll<HTMLElement>('[aria-modal="true"]');
  return modals.length > 0 ? modals[modals.length - 1] : screen;
}

/** Whether an element is drawn (checkVisibility where the browser has it: not in jsdom, where all count). */
const shown = (element: HTMLElement) => element.checkVisibility?.({ visibilityProperty: true }) ?? true;

/**
 * Focuses an element with the focus ring showing: a pad press is no pointer, but after a click Chrome would hide the
 * ring of a focus given by script unless asked to show it.
 */
export function focusWithRing(element: HTMLElement): void {
  element.focus({ focusVisible: true } as FocusOptions);
}

/** Moves focus to the next (1) or previous (−1) control of the top layer, wrapping around. */
export function moveFocus(screen: HTMLElement, step: 1 | -1): void {
  const items = [...topLayer(screen).querySelectorAll<HTMLElement>(FOCUSABLE)].filter(shown);
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? (step === 1 ? 0 : items.length - 1) : (at + step + items.length) % items.length;
  focusWithRing(items[next]);
}

/** Presses the first element matching `selector` in the top layer; false when there is none. */
export function press(screen: HTMLElement, selector: string): boolean {
  const target = topLayer(screen).querySelector<HTMLElement>(selector);
  if (!target) return false;
  target.click();
  return true;
}

/** Presses the focused control when it lies in the top layer; false when focus is elsewhere (the page, a backdrop). */
export function pressFocused(screen: HTMLElement): boolean {
  const focused = document.activeElement;
  if (
    !(focused instanceof HTMLElement) ||
    !focused.matches('button, a[href], input') ||
    !topLayer(screen).contains(focused)
  )
    return false;
  focused.click();
  return true;
}
