import { useEffect, useRef } from 'react';
import type { PadIntent } from '@src/state/pad/pad-mapping';

/**
 * Gamepad intents travel like keys: the app's frame (ui/layout/pad/use-pad-navigation.ts) reads them from the pad
 * store and dispatches a cancelable DOM event at the focused element; a screen that gives an intent its own meaning
 * (the slider's ← →, the game's backpack) listens on the window and cancels it, and the frame does the default with
 * what is left (focus moves, A presses, B closes the top popup or goes back).
 */
export const PAD_EVENT = 'vs-pad-intent';

export type PadIntentEvent = CustomEvent<PadIntent>;

/** Sends an intent to the screens; true when one of them handled it (cancelled the event). */
export function dispatchPadIntent(intent: PadIntent): boolean {
  const target = document.activeElement ?? document.body;
  const event = new CustomEvent<PadIntent>(PAD_EVENT, { detail: intent, bubbles: true, cancelable: true });
  return !target.dispatchEvent(event);
}

/** Listens for pad intents while mounted; `handle` answers true when it has handled one (the frame then does nothing). */
export function usePadIntent(handle: (intent: PadIntent) => boolean): void {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => listenToPad(window, (intent) => latest.current(intent)), []);
}

/** The same for code already inside an effect: returns the way to stop listening. */
export function listenToPad(target: Window, handle: (intent: PadIntent) => boolean): () => void {
  const listener = (event: Event) => {
    if (!event.defaultPrevented && handle((event as PadIntentEvent).detail)) event.preventDefault();
  };
  target.addEventListener(PAD_EVENT, listener);
  return () => target.removeEventListener(PAD_EVENT, listener);
}
