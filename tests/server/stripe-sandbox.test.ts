import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripeSandbox } from '../../server/services/economy/payments/stripe-sandbox';

describe('the payments sandbox', () => {
  const sandbox = new StripeSandbox();
  let base = '';
  beforeAll(async () => {
    const { host, port } = await sandbox.start((id) => `http://localhost/sandbox/checkout/${id}`);
    base = `http://${host}:${port}`;
  });
  afterAll(() => sandbox.close());

  /** A Checkout session created as the stripe SDK creates it, expiring at `expiresAt` (Unix seconds). */
  const createSession = async (expiresAt: number): Promise<string> => {
    const form = new URLSearchParams({
      expires_at: String(expiresAt),
      success_url: 'http://localhost/success',
      cancel_url: 'http://localhost/cancel',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '100',
      'line_items[0][price_data][currency]': 'eur',
    });
    const answer = await fetch(`${base}/v1/checkout/sessions`, { method: 'POST', body: form });
    return ((await answer.json()) as { id: string }).id;
  };

  it('forgets unpaid sessions a day after they expired, and never a paid one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const paid = await createSession(now + 3600);
    expect(sandbox.pay(paid)?.payment_status).toBe('paid');
    const abandonedLongAgo = await createSession(now - 2 * 24 * 3600);
    expect(sandbox.session(abandonedLongAgo)).toBeDefined();

    // The next session created forgets it.
    const justExpired = await createSession(now - 60);
    expect(sandbox.session(abandonedLongAgo)).toBeUndefined();
    const next = await createSession(now + 3600);
    expect(sandbox.session(justExpired)?.status).toBe('open');
    expect(sandbox.pay(justExpired)).toBeUndefined();
    expect(sandbox.session(paid)?.payment_status).toBe('paid');
    expect(sandbox.session(next)?.amount_total).toBe(100);
  });
});
