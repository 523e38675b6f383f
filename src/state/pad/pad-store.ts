import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { heldIntents, stepPad, type PadHold, type PadIntent, type PadSnapshot } from './pad-mapping';

/**
 * The one place the gamepads are read (docs/game-screen.md, "Controls, sound, tutorial"). Browsers expose a pad only
 * after a 'gamepadconnected' event (fired on its first press) and give no press events, so while a pad is connected
 * this polls navigator.getGamepads() once a frame and turns what it reads into intents (pad-mapping.ts). The store
 * changes only when a pad comes or goes and on each intent, never every frame.
 */
export interface PadState {
  /** A pad is connected: the screens show the buttons' hint. */
  readonly connected: boolean;
  /** The last intent, with an id so that the same press twice is two presses. */
  readonly press: { readonly id: number; readonly intent: PadIntent } | null;
  /** Starts listening for pads on this window; returns the way to stop. The app's frame calls it once. */
  listen(window: Window): () => void;
}

/** The pads the browser sees now, as snapshots ('standard' mapping or not, index 0–15 are read the same). */
function snapshots(window: Window): PadSnapshot[] {
  const pads = window.navigator.getGamepads?.() ?? [];
  return [...pads]
    .filter((pad): pad is Gamepad => pad !== null && pad.connected)
    .map((pad) => ({ buttons: pad.buttons.map((button) => button.pressed), axes: pad.axes }));
}

export const padStore = createStore<PadState>()((set, get) => ({
  connected: false,
  press: null,

  listen: (window) => {
    // The loop's own state lives in this closure: it changes every frame, which the store must not.
    let frame: number | null = null;
    let hold: PadHold = new Map();
    const poll = () => {
      frame = null;
      const pads = snapshots(window);
      if (pads.length === 0) {
        hold = new Map();
        set({ connected: false });
        return;
      }
      const step = stepPad(hold, heldIntents(pads), window.performance.now());
      hold = step.hold;
      for (const intent of step.fired) set({ press: { id: (get().press?.id ?? 0) + 1, intent } });
      frame = window.requestAnimationFrame(poll);
    };
    const wake = () => {
      if (!get().connected) set({ connected: true });
      if (frame === null) frame = window.requestAnimationFrame(poll);
    };
    // A pad that went away: the next frame sees whether any is left.
    const recheck = () => frame === null && (frame = window.requestAnimationFrame(poll));
    window.addEventListener('gamepadconnected', wake);
    window.addEventListener('gamepaddisconnected', recheck);
    // A pad already known to the page (connected before this screen loaded) is read at once.
    if (snapshots(window).length > 0) wake();
    return () => {
      window.removeEventListener('gamepadconnected', wake);
      window.removeEventListener('gamepaddisconnected', recheck);
      if (frame !== null) window.cancelAnimationFrame(frame);
      frame = null;
    };
  },
}));

export function usePad<T>(selector: (state: PadState) => T): T {
  return useStore(padStore, selector);
}
