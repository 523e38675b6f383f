import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { onFirstUse } from '../lib/on-first-use';
import { StripeSandbox } from '../services/economy/payments/stripe-sandbox';

/** How the server talks to the card provider: Stripe's SDK, aimed at Stripe or at the local sandbox. */
export interface Payments {
  /** The SDK, loaded with the first payment call rather than on every start (docs/performance.md, "Start and memory"). */
  stripe(): Promise<Stripe>;
  webhookSecret: string;
  /** Present only without Stripe keys (never in production: config.ts refuses that). */
  sandbox?: StripeSandbox;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Builds the client once, on first use: most starts never take a payment before their first answers. */
const lazyStripe = (secretKey: string, config?: Stripe.StripeConfig) =>
  onFirstUse(() => import('stripe').then(({ default: StripeSdk }) => new StripeSdk(secretKey, config)));

/**
 * With STRIPE_SECRET_KEY, the real Stripe. Without it, the sandbox: a local stand-in for Stripe's API that the same SDK
 * talks to through its host, port and protocol options, so every line of our payment code runs as in production.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, opts: { stripe?: { secretKey: string; webhookSecret: string }; publicUrl: string }) => {
    if (opts.stripe) {
      app.decorate('payments', {
        stripe: lazyStripe(opts.stripe.secretKey),
        webhookSecret: opts.stripe.webhookSecret,
      });
      return;
    }
    const sandbox = new StripeSandbox();
    const { host, port } = await sandbox.start((id) => `${opts.publicUrl}/sandbox/checkout/${id}`);
    const stripe = lazyStripe('sk_test_sandbox', {
      host,
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
    app.decorate('payments', { stripe, webhookSecret: sandbox.webhookSecret, sandbox });
    app.addHook('onClose', () => sandbox.close());
  },
);
