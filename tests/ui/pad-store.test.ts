import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { padStore } from '@src/state/pad/pad-store';

/** One fake standard pad: the test presses its buttons between frames. */
const fakePad = { connected: true, buttons: [] as Array<{ pressed: boolean }>, axes: [0, 0, 0, 0] };
const setButton = (index: number, pressed: boolean) => {
  fakePad.buttons = Array.from({ length: 17 }, (_, at) => ({ pressed: at === index ? pressed : false }));
};
let plugged = false;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  plugged = false;
  setButton(0, false);
  Object.defineProperty(navigator, 'getGamepads', {
    configurable: true,
    value: () => [plugged ? fakePad : null],
  });
  padStore.setState({ connected: false, press: null });
});

afterEach(() => {
  vi.useRealTimers();
});

const frame = () => vi.advanceTimersByTime(16);

describe('pad store (the one reader of the gamepads)', () => {
  it('does nothing until a pad connects, then turns presses into intents with new ids', () => {
    const stop = padStore.getState().listen(window);
    frame();
    expect(padStore.getState().connected).toBe(false);
    plugged = true;
    window.dispatchEvent(new Event('gamepadconnected'));
    expect(padStore.getState().connected).toBe(true);

    setButton(0, true);
    frame();
    const first = padStore.getState().press;
    expect(first?.intent).toBe('confirm');
    frame();
    expect(padStore.getState().press).toBe(first);
    setButton(0, false);
    frame();
    setButton(0, true);
    frame();
    expect(padStore.getState().press?.id).toBe((first?.id ?? 0) + 1);
    stop();
  });

  it('forgets the pad once it is unplugged, and stops polling when told to', () => {
    plugged = true;
    const stop = padStore.getState().listen(window);
    expect(padStore.getState().connected).toBe(true);
    plugged = false;
    window.dispatchEvent(new Event('gamepaddisconnected'));
    frame();
    expect(padStore.getState().connected).toBe(false);
    stop();
    plugged = true;
    setButton(1, true);
    frame();
    expect(padStore.getState().press).toBeNull();
  });
});
