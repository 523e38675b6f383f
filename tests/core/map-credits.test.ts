import { describe, expect, it } from 'vitest';
import { creditChain, MAP_CREDITS_MAX } from '@src/core/map-credits';

describe('a remix’s credit chain', () => {
  it('puts the source first, then its own credits in order', () => {
    expect(creditChain('B', ['A'])).toEqual(['B', 'A']);
    expect(creditChain('A', [])).toEqual(['A']);
  });

  it('keeps the source and the first map of a line that outgrows the limit, losing its middle', () => {
    const earlier = Array.from({ length: MAP_CREDITS_MAX }, (_, index) => `m${MAP_CREDITS_MAX - index}`);
    const chain = creditChain('new', earlier);
    expect(chain).toHaveLength(MAP_CREDITS_MAX);
    expect(chain[0]).toBe('new');
    expect(chain.at(-1)).toBe('m1');
    expect(creditChain('newer', chain).at(-1)).toBe('m1');
  });
});
