/**
 * A standard gamepad (the W3C "standard" mapping every browser gives an Xbox- or PlayStation-style pad) read as the
 * game's intents. Pure: the pad store (pad-store.ts) feeds it one snapshot a frame and dispatches what it answers.
 * Controls: docs/game-screen.md, "Controls, sound, tutorial".
 */

/** What a press means to the screens: move focus, choose, go back, the backpack and the bottle. */
export type PadIntent = 'up' | 'down' | 'left' | 'right' | 'confirm' | 'back' | 'backpack' | 'bottle';

type Direction = Extract<PadIntent, 'up' | 'down' | 'left' | 'right'>;

/** Standard mapping: 0 A (bottom), 1 B (right), 2 X (left), 3 Y (top), 12–15 the d-pad. */
export const PAD_BUTTONS: Readonly<Record<number, PadIntent>> = {
  0: 'confirm',
  1: 'back',
  2: 'bottle',
  3: 'backpack',
  12: 'up',
  13: 'down',
  14: 'left',
  15: 'right',
};

/** How far the left stick must lean before it counts: worn sticks rest well off 0 (0.1–0.2 is common). */
export const DEAD_ZONE = 0.5;
/** A held direction moves once, then again after this long... */
export const REPEAT_DELAY_MS = 400;
/** ...and then every this long, so a held stick walks through a list at a readable pace. */
export const REPEAT_EVERY_MS = 150;

/** One pad at one moment: which buttons are down, where the axes lean (−1 to 1). */
export interface PadSnapshot {
  readonly buttons: readonly boolean[];
  readonly axes: readonly number[];
}

/** What is held, and when each held direction may repeat next (ms). */
export type PadHold = ReadonlyMap<PadIntent, number>;

const DIRECTIONS: ReadonlySet<PadIntent> = new Set<Direction>(['up', 'down', 'left', 'right']);

/** The direction the left stick leans past the dead zone; along its stronger axis only, so a diagonal is one move. */
export function stickDirection(axes: readonly number[]): Direction | null {
  const [x = 0, y = 0] = axes;
  if (Math.max(Math.abs(x), Math.abs(y)) < DEAD_ZONE) return null;
  if (Math.abs(x) >= Math.abs(y)) return x < 0 ? 'left' : 'right';
  return y < 0 ? 'up' : 'down';
}

/** Every intent held on any of the pads (two pads, or the stick and the d-pad together, count once). */
export function heldIntents(pads: readonly PadSnapshot[]): Set<PadIntent> {
  const held = new Set<PadIntent>();
  for (const pad of pads) {
    pad.buttons.forEach((down, index) => {
      const intent = PAD_BUTTONS[index];
      if (down && intent) held.add(intent);
    });
    const stick = stickDirection(pad.axes);
    if (stick) held.add(stick);
  }
  return held;
}

/**
 * One frame: a newly held intent fires at once; a direction still held fires again after REPEAT_DELAY_MS, then every
 * REPEAT_EVERY_MS; buttons fire once a press. Answers the intents to dispatch and the hold for the next frame.
 */
export function stepPad(
  hold: PadHold,
  held: ReadonlySet<PadIntent>,
  now: number,
): { readonly hold: PadHold; readonly fired: PadIntent[] } {
  const next = new Map<PadIntent, number>();
  const fired: PadIntent[] = [];
  for (const intent of held) {
    const due = hold.get(intent);
    if (due === undefined) {
      fired.push(intent);
      next.set(intent, now + REPEAT_DELAY_MS);
    } else if (DIRECTIONS.has(intent) && now >= due) {
      fired.push(intent);
      next.set(intent, now + REPEAT_EVERY_MS);
    } else next.set(intent, due);
  }
  return { hold: next, fired };
}
