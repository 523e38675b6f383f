/**
 * A simulated standard gamepad for the journeys: an init script replaces navigator.getGamepads with one pad whose
 * buttons and axes the test sets, and the test "plugs it in" by dispatching 'gamepadconnected' as a browser does on a
 * real pad's first press. The game polls the pad once a frame (src/state/pad/pad-store.ts): a press is held until the
 * game has read it, then released, which the game reads as exactly one press.
 */
import { expect, type Page } from '@playwright/test';
import type { RunControls } from './play-keyboard';

/** Buttons of the standard mapping, by the names printed on an Xbox pad. */
export const PAD = { A: 0, B: 1, X: 2, Y: 3, up: 12, down: 13, left: 14, right: 15 } as const;
export type PadButtonName = keyof typeof PAD;

interface FakePad {
  connected: boolean;
  timestamp: number;
  buttons: Array<{ pressed: boolean; touched: boolean; value: number }>;
  axes: number[];
}
/** What the init script leaves on the page: the pad, and the presses run inside the page (one round trip each). */
interface PadWindow extends Window {
  testPad: { pad: FakePad; hold: (change: PadChange) => Promise<void> };
  testPadFocus: (selector: string, button: number, tries: number) => Promise<string | null>;
}
interface PadChange {
  readonly button?: number;
  readonly axes?: number[];
}

/** Call before the first page.goto: the page sees no pad until `connectPad`. */
export async function installPad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const pad: FakePad = {
      connected: false,
      timestamp: 0,
      axes: [0, 0, 0, 0],
      buttons: Array.from({ length: 17 }, () => ({ pressed: false, touched: false, value: 0 })),
    };
    const standard = { ...pad, id: 'Test pad (STANDARD GAMEPAD)', index: 0, mapping: 'standard' };
    Object.defineProperty(Navigator.prototype, 'getGamepads', {
      configurable: true,
      value: () => [pad.connected ? Object.assign(standard, pad) : null, null, null, null],
    });
    const frames = (count: number) =>
      new Promise<void>((done) => {
        const tick = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => tick(left - 1)));
        tick(count);
      });
    // The game hands every intent it reads to the page as this event (ui/hooks/use-pad-intent.ts).
    let heard: (() => void) | null = null;
    window.addEventListener('vs-pad-intent', () => heard?.(), true);
    /**
     * Holds the change until the game reads it as an intent and lets go at once, so that however slow the frames of a
     * busy machine, a press is never held into a repeat (REPEAT_DELAY_MS); a change the game should ignore (a lean
     * inside the dead zone) is held for a few frames. Then two frames for the game to see the release.
     */
    const hold = async ({ button, axes }: PadChange) => {
      const set = (down: boolean) => {
        if (button !== undefined) pad.buttons[button] = { pressed: down, touched: down, value: down ? 1 : 0 };
        if (axes) pad.axes = down ? axes : [0, 0, 0, 0];
        pad.timestamp = performance.now();
      };
      const read = new Promise<void>((done) => (heard = done));
      set(true);
      await Promise.race([read, frames(6)]);
      heard = null;
      set(false);
      await frames(2);
    };
    const focused = (selector: string) => {
      const element = document.activeElement;
      return element !== null && element.matches(selector) && element.matches(':focus-visible');
    };
    const padWindow = window as unknown as PadWindow;
    padWindow.testPad = { pad, hold };
    // Answers null once the focus (with its ring) is on `selector`, else what has the focus after `tries` presses.
    padWindow.testPadFocus = async (selector, button, tries) => {
      for (let tried = 0; !focused(selector); tried++) {
        if (tried === tries) return document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing';
        await hold({ button });
      }
      return null;
    };
  });
}

/** Plugs the pad in, as a real one announces itself. */
export async function connectPad(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as PadWindow).testPad.pad.connected = true;
    window.dispatchEvent(new Event('gamepadconnected'));
  });
}

const hold = (page: Page, change: PadChange) =>
  page.evaluate((held) => (window as unknown as PadWindow).testPad.hold(held), change);

/** One press of a button. */
export const pressPad = (page: Page, name: PadButtonName) => hold(page, { button: PAD[name] });

/** Leans the left stick (x, y from −1 to 1), then lets it spring back. */
export const leanStick = (page: Page, x: number, y: number) => hold(page, { axes: [x, y, 0, 0] });

/** Whether the focused element matches `selector`, and shows the focus ring (:focus-visible). */
export const focusIs = (page: Page, selector: string) =>
  page.evaluate((wanted) => {
    const focused = document.activeElement;
    return focused !== null && focused.matches(wanted) && focused.matches(':focus-visible');
  }, selector);

/** Presses the d-pad `direction` until the focus is on `selector`, with its ring; fails after `tries` presses. */
export async function padFocus(page: Page, selector: string, direction: 'up' | 'down' = 'down', tries = 16) {
  const missed = await page.evaluate(
    (args) => (window as unknown as PadWindow).testPadFocus(args.selector, args.button, args.tries),
    { selector, button: PAD[direction], tries },
  );
  if (missed !== null) throw new Error(`the pad never reached ${selector}; the focus is on ${missed}`);
}

/** The game's controls on the pad: B skips the tutorial, X opens the bottle or continues, the d-pad and A pick. */
export const padControls = (page: Page): RunControls => ({
  skipTutorial: () => pressPad(page, 'B'),
  advance: () => pressPad(page, 'X'),
  pick: async (index) => {
    await padFocus(page, `[data-option-key="${index + 1}"]`);
    await pressPad(page, 'A');
  },
});

/** The hint of a connected pad names the game's buttons, or only the shell's. */
export async function expectPadHint(page: Page, labels: readonly string[]): Promise<void> {
  const hint = page.locator('[data-pad-hint]');
  await expect(hint).toBeVisible();
  for (const label of labels) await expect(hint).toContainText(label);
}
