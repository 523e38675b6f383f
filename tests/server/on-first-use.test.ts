import { describe, expect, it } from 'vitest';
import { onFirstUse } from '../../server/lib/on-first-use';

describe('onFirstUse (packages loaded on first use: stripe, nodemailer, sharp)', () => {
  it('makes the value once for every caller, and only when first asked', async () => {
    let made = 0;
    const get = onFirstUse(async () => ++made);
    expect(made).toBe(0);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(await get()).toBe(1);
    expect(made).toBe(1);
  });

  it('forgets a failed attempt, so the next caller tries again', async () => {
    let attempts = 0;
    const get = onFirstUse(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('not installed yet');
      return 'loaded';
    });
    await expect(get()).rejects.toThrow('not installed yet');
    expect(await get()).toBe('loaded');
    expect(attempts).toBe(2);
  });

  it('uses the value for closing only if it was made', async () => {
    const closed: string[] = [];
    const never = onFirstUse(async () => 'never');
    never.ifMade((value) => closed.push(value));
    const used = onFirstUse(async () => 'used');
    await used();
    used.ifMade((value) => closed.push(value));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(closed).toEqual(['used']);
  });
});
