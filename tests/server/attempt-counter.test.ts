import { describe, expect, it } from 'vitest';
import { memoryAttemptCounter } from '../../server/lib/attempt-counter';

/** A clock the test moves, counting how often the counter reads it (each read is a window looked at). */
function clock() {
  const state = { time: 0, reads: 0 };
  const now = () => {
    state.reads++;
    return state.time;
  };
  return { state, now };
}

/** A counter on a test clock with `keys` windows of `windowMs` opened at time 0, named `prefix0`, `prefix1`… */
async function counterWith(keys: number, prefix: string, windowMs: number) {
  const { state, now } = clock();
  const counter = memoryAttemptCounter(now);
  for (let i = 0; i < keys; i++) await counter.hit(`${prefix}${i}`, windowMs);
  return { state, counter };
}

describe('the in-memory attempt counter', () => {
  it('counts the attempts of a window and opens a new one when it ends', async () => {
    const { state, now } = clock();
    const counter = memoryAttemptCounter(now);
    expect(await counter.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    state.time = 400;
    expect(await counter.hit('a', 1000)).toEqual({ count: 2, resetInMs: 600 });
    expect(counter.peek('b')).toEqual({ count: 0, resetInMs: 0 });
    state.time = 1000;
    expect(await counter.hit('a', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    await counter.reset('a');
    expect(counter.peek('a').count).toBe(0);
  });

  it('drops the ended windows once there are many keys', async () => {
    const { state, counter } = await counterWith(10_000, 'old', 1000);
    state.time = 2000;
    await counter.hit('new', 1000);
    // A key still held would be read against the clock; a dropped one is not there to read.
    state.reads = 0;
    for (let i = 0; i < 10_000; i++) expect(counter.peek(`old${i}`).count).toBe(0);
    expect(state.reads).toBe(0);
    expect(counter.peek('new').count).toBe(1);
  });

  it('does not walk every open window again for each new key', async () => {
    const { state, counter } = await counterWith(10_000, 'open', 3_600_000);
    state.reads = 0;
    // A crowd of new addresses while every window is still open: one sweep finds nothing to drop, the next waits.
    for (let i = 0; i < 5_000; i++) await counter.hit(`crowd${i}`, 3_600_000);
    expect(state.reads).toBeLessThan(5 * 5_000 + 10_000 * 2);
  });
});
