import { useEffect, useRef, type RefObject } from 'react';

/** What stays in reach of the keyboard besides the popup: the language switch (marked for the tour). */
const LANGUAGE_BUTTONS = '[data-tour="language"] button';

/**
 * The tour's keyboard, listened to on the whole document because the focus may sit on the language switch, outside the
 * popup: Escape skips, Enter on the popup (not on one of its buttons, which click themselves) goes on, and Tab cycles
 * through the popup's buttons and the language switch only.
 */
export function useTourKeys(popupRef: RefObject<HTMLElement | null>, actions: { next: () => void; skip: () => void }) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const popup = popupRef.current;
      if (!popup) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        latest.current.skip();
      } else if (event.key === 'Enter' && popup.contains(event.target as Node)) {
        if (event.target instanceof HTMLButtonElement) return;
        event.preventDefault();
        latest.current.next();
      } else if (event.key === 'Tab') {
        const reachable = [
          ...popup.querySelectorAll<HTMLElement>('button'),
          ...document.querySelectorAll<HTMLElement>(LANGUAGE_BUTTONS),
        ];
        cycleFocus(event, reachable);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [popupRef]);
}

/** Tab and Shift+Tab move through `reachable` in a loop. */
function cycleFocus(event: KeyboardEvent, reachable: HTMLElement[]) {
  if (reachable.length === 0) return;
  const position = reachable.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  // From outside the list, Tab starts at its first element and Shift+Tab at its last.
  const nextPosition = position === -1 ? (event.shiftKey ? reachable.length - 1 : 0) : position + step;
  event.preventDefault();
  reachable[(nextPosition + reachable.length) % reachable.length].focus();
}
