import { describe, expect, it } from 'vitest';
import {
  DEAD_ZONE,
  heldIntents,
  REPEAT_DELAY_MS,
  REPEAT_EVERY_MS,
  stepPad,
  stickDirection,
  type PadHold,
  type PadIntent,
} from '@src/state/pad/pad-mapping';

/** A standard pad with these buttons down and the left stick here. */
const pad = (down: number[], axes: number[] = [0, 0, 0, 0]) => ({
  buttons: Array.from({ length: 17 }, (_, index) => down.includes(index)),
  axes,
});

/** Plays frames of held intents (one per entry, at these times) and answers what fired on each. */
function frames(steps: ReadonlyArray<{ at: number; held: PadIntent[] }>): PadIntent[][] {
  let hold: PadHold = new Map();
  return steps.map(({ at, held }) => {
    const step = stepPad(hold, new Set(held), at);
    hold = step.hold;
    return step.fired;
  });
}

describe('gamepad mapping (standard layout)', () => {
  it('reads A, B, X, Y and the d-pad as the game intents, and ignores the other buttons', () => {
    expect([...heldIntents([pad([0])])]).toEqual(['confirm']);
    expect([...heldIntents([pad([1])])]).toEqual(['back']);
    expect([...heldIntents([pad([2])])]).toEqual(['bottle']);
    expect([...heldIntents([pad([3])])]).toEqual(['backpack']);
    expect([...heldIntents([pad([12, 13, 14, 15])])]).toEqual(['up', 'down', 'left', 'right']);
    expect([...heldIntents([pad([4, 5, 6, 7, 8, 9, 10, 11, 16])])]).toEqual([]);
  });

  it('reads the left stick past the dead zone only, along its stronger axis', () => {
    expect(stickDirection([0.15, -0.2])).toBeNull();
    expect(stickDirection([DEAD_ZONE - 0.01, 0])).toBeNull();
    expect(stickDirection([-0.9, 0.3])).toBe('left');
    expect(stickDirection([0.8, 0.1])).toBe('right');
    expect(stickDirection([0.4, -0.7])).toBe('up');
    expect(stickDirection([-0.3, 0.95])).toBe('down');
    // The right stick (axes 2 and 3) moves nothing.
    expect([...heldIntents([pad([], [0, 0, 1, 1])])]).toEqual([]);
  });

  it('merges every pad, and the stick with the d-pad, into one set', () => {
    expect([...heldIntents([pad([13], [0, 0.9]), pad([0])])].sort()).toEqual(['confirm', 'down']);
  });

  it('fires a button once a press, however long it is held', () => {
    expect(
      frames([
        { at: 0, held: ['confirm'] },
        { at: 16, held: ['confirm'] },
        { at: 2000, held: ['confirm'] },
        { at: 2016, held: [] },
        { at: 2032, held: ['confirm'] },
      ]),
    ).toEqual([['confirm'], [], [], [], ['confirm']]);
  });

  it('repeats a held direction after a delay, then at a steady pace, and stops on release', () => {
    const at = (ms: number, held: PadIntent[] = ['down']) => ({ at: ms, held });
    expect(
      frames([
        at(0),
        at(REPEAT_DELAY_MS - 1),
        at(REPEAT_DELAY_MS),
        at(REPEAT_DELAY_MS + REPEAT_EVERY_MS - 1),
        at(REPEAT_DELAY_MS + REPEAT_EVERY_MS),
        at(REPEAT_DELAY_MS + REPEAT_EVERY_MS + 1, []),
        at(REPEAT_DELAY_MS + REPEAT_EVERY_MS + 2),
      ]),
    ).toEqual([['down'], [], ['down'], [], ['down'], [], ['down']]);
  });

  it('fires two intents pressed on the same frame', () => {
    expect(frames([{ at: 0, held: ['right', 'confirm'] }])).toEqual([['right', 'confirm']]);
  });
});
