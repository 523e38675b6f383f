import { describe, expect, it } from 'vitest';
import { ShortMemory } from '../../server/lib/short-memory';

/** A clock the test moves, and a load that says how often it was asked. */
function setUp(ttlMs = 2000, maxKeys = 10, largest = 1000) {
  let now = 0;
  let asked = 0;
  let value = 10;
  const memory = new ShortMemory<number>({ ttlMs, maxKeys, largest: { of: (n) => n, max: largest }, now: () => now });
  return {
    memory,
    load: async () => {
      asked++;
      return value;
    },
    wait: (ms: number) => (now += ms),
    setValue: (next: number) => (value = next),
    asked: () => asked,
  };
}

describe('values remembered for a moment', () => {
  it('loads once within the lifetime and again after it', async () => {
    const { memory, load, wait, setValue, asked } = setUp();
    expect(await memory.get('all', load)).toBe(10);
    setValue(11);
    wait(1999);
    expect(await memory.get('all', load)).toBe(10);
    wait(1);
    expect(await memory.get('all', load)).toBe(11);
    expect(asked()).toBe(2);
  });

  it('refreshes a kept value on demand, and keeps the new one', async () => {
    const { memory, load, setValue, asked } = setUp();
    expect(await memory.get('all', load)).toBe(10);
    setValue(12);
    expect(await memory.refresh('all', load)).toBe(12);
    expect(await memory.get('all', load)).toBe(12);
    expect(asked()).toBe(2);
  });

  it('answers a value too large to keep without keeping it', async () => {
    const { memory, load, setValue, asked } = setUp(2000, 10, 100);
    setValue(101);
    expect(await memory.get('huge', load)).toBe(101);
    expect(await memory.get('huge', load)).toBe(101);
    expect(asked()).toBe(2);
    setValue(100);
    await memory.get('huge', load);
    await memory.get('huge', load);
    expect(asked()).toBe(3);
  });

  it('keeps each key apart, and at most maxKeys of them', async () => {
    const { memory, load, asked } = setUp(2000, 2);
    await memory.get('page 1', load);
    await memory.get('page 2', load);
    await memory.get('page 2', load);
    expect(asked()).toBe(2);
    await memory.get('page 3', load);
    await memory.get('page 1', load);
    expect(asked()).toBe(4);
  });

  it('loads again at once after a change of this server', async () => {
    const { memory, load, setValue } = setUp();
    await memory.get('all', load);
    setValue(12);
    memory.forget();
    expect(await memory.get('all', load)).toBe(12);
  });

  it('does not keep a value that was loaded across a change', async () => {
    const { memory, load, setValue, asked } = setUp();
    let release!: () => void;
    const slowLoad = () => new Promise<number>((resolve) => (release = () => resolve(10)));
    const before = memory.get('all', slowLoad);
    memory.forget();
    release();
    expect(await before).toBe(10);
    setValue(13);
    expect(await memory.get('all', load)).toBe(13);
    expect(asked()).toBe(1);
  });
});
