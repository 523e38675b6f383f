import { describe, expect, it } from 'vitest';
import { BrowseTotal } from '../../server/services/maps/browse-total';

/** A clock the test moves, and a count that says how often it was asked. */
function setUp(ttlMs = 2000) {
  let now = 0;
  let asked = 0;
  let total = 10;
  const remembered = new BrowseTotal(ttlMs, () => now);
  return {
    remembered,
    count: async () => {
      asked++;
      return total;
    },
    wait: (ms: number) => (now += ms),
    setTotal: (value: number) => (total = value),
    asked: () => asked,
  };
}

describe('the browser total remembered for a moment', () => {
  it('counts once within its lifetime and again after it', async () => {
    const { remembered, count, wait, setTotal, asked } = setUp();
    expect(await remembered.get(count)).toBe(10);
    setTotal(11);
    wait(1999);
    expect(await remembered.get(count)).toBe(10);
    wait(1);
    expect(await remembered.get(count)).toBe(11);
    expect(asked()).toBe(2);
  });

  it('counts again at once after a change of this server', async () => {
    const { remembered, count, setTotal } = setUp();
    await remembered.get(count);
    setTotal(12);
    remembered.forget();
    expect(await remembered.get(count)).toBe(12);
  });

  it('does not keep a count that was started before a change', async () => {
    const { remembered, count, setTotal, asked } = setUp();
    let release!: () => void;
    const slowCount = () => new Promise<number>((resolve) => (release = () => resolve(10)));
    const before = remembered.get(slowCount);
    remembered.forget();
    release();
    expect(await before).toBe(10);
    setTotal(13);
    expect(await remembered.get(count)).toBe(13);
    expect(asked()).toBe(1);
  });
});
