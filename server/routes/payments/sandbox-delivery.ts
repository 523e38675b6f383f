import type { FastifyInstance } from 'fastify';
import type { StripeSandbox } from '../../services/economy/payments/stripe-sandbox';

/**
 * Delivers a sandbox event to /api/webhook as Stripe would: signed with the sandbox's secret by the SDK's own
 * `generateTestHeaderString`, so it passes the same signature check and the same handling as a real event.
 */
export async function deliverSandboxEvent(
  app: FastifyInstance,
  sandbox: StripeSandbox,
  payload: string,
): Promise<void> {
  const signature = (await app.payments.stripe()).webhooks.generateTestHeaderString({
    payload,
    secret: sandbox.webhookSecret,
  });
  const delivered = await app.inject({
    method: 'POST',
    url: '/api/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  if (delivered.statusCode !== 200) throw new Error(`the sandbox webhook was refused: ${delivered.body}`);
}
