import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { parseStripeForm } from './form-body';

/** A Checkout session as the sandbox keeps it: the fields of Stripe's object that our code reads. */
export interface SandboxSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  /** Unix seconds after which the session can no longer be paid. */
  expires_at: number | null;
  /** Set when paid: the charge's payment intent, which refunds and disputes name. */
  payment_intent: string | null;
}

/** The charge behind a paid session: the fields of Stripe's Charge that refunds read. */
export interface SandboxCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

/**
 * How long an unpaid session is remembered after it expired: its checkout page still says it expired for a day, then
 * it is forgotten, so a development server left running does not keep every abandoned checkout.
 */
const EXPIRED_KEPT_S = 24 * 60 * 60;

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function amountOf(form: Record<string, unknown>): number {
  const items = (form.line_items ?? []) as Array<{ quantity?: string; price_data?: { unit_amount?: string } }>;
  return items.reduce((sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1), 0);
}

/**
 * The payments sandbox (docs/architecture.md, "Runtime contracts"): a local stand-in for the part of Stripe's HTTP API we call, listening on
 * loopback, so the real `stripe` SDK runs exactly as in production, pointed at it by its host, port and protocol
 * options. The local checkout page (routes/payments/sandbox-page.ts) completes a session here and delivers a webhook
 * signed with `webhookSecret` to the same route Stripe would call.
 */
export class StripeSandbox {
  readonly webhookSecret = token('whsec_sandbox');
  private readonly sessions = new Map<string, SandboxSession>();
  /** Charges by session id, made when a session is paid. */
  private readonly charges = new Map<string, SandboxCharge>();
  private server: FastifyInstance | undefined;

  /** Starts the stand-in; `checkoutPage(id)` is the URL of the local checkout page for a session. */
  async start(checkoutPage: (id: string) => string): Promise<{ host: string; port: number }> {
    const server = Fastify({ logger: false });
    server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, parseStripeForm(body as string)),
    );
    server.post('/v1/checkout/sessions', async (request) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const id = token('cs_test_sandbox');
      const session: SandboxSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: amountOf(form),
        currency: String(
          (form.line_items as Array<{ price_data?: { currency?: string } }>)?.[0]?.price_data?.currency ?? 'eur',
        ),
        metadata: (form.metadata ?? {}) as Record<string, string>,
        client_reference_id: (form.client_reference_id as string | undefined) ?? null,
        success_url: String(form.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
        cancel_url: String(form.cancel_url ?? ''),
        url: checkoutPage(id),
        created: Math.floor(Date.now() / 1000),
        expires_at: form.expires_at ? Number(form.expires_at) : null,
        payment_intent: null,
      };
      this.forgetLongExpired(session.created);
      this.sessions.set(id, session);
      return session;
    });
    // Stripe's list filtered by `payment_intent`: the Checkout Session that made a charge (what a reversal looks up).
    server.get<{ Querystring: { payment_intent?: string } }>('/v1/checkout/sessions', async (request) => ({
      object: 'list',
      url: '/v1/checkout/sessions',
      has_more: false,
      data: [...this.sessions.values()].filter(
        (session) => session.payment_intent !== null && session.payment_intent === request.query.payment_intent,
      ),
    }));
    server.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request, reply) => {
      const session = this.sessions.get(request.params.id);
      if (!session) {
        return reply.code(404).send({ error: { type: 'invalid_request_error', message: 'No such checkout session' } });
      }
      return session;
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    this.server = server;
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('the payments sandbox has no TCP address');
    return { host: '127.0.0.1', port: address.port };
  }

  /** Paid sessions stay: their charges can still be refunded or disputed. */
  private forgetLongExpired(nowS: number): void {
    for (const [id, session] of this.sessions) {
      const expired = session.expires_at !== null && session.expires_at + EXPIRED_KEPT_S < nowS;
      if (expired && session.payment_status === 'unpaid') this.sessions.delete(id);
    }
  }

  session(id: string): SandboxSession | undefined {
    return this.sessions.get(id);
  }

  /** The card was accepted: the session completes, paid, with its charge, as Stripe's would; never once expired. */
  pay(id: string): SandboxSession | undefined {
    const session = this.sessions.get(id);
    if (!session || (session.expires_at !== null && session.expires_at * 1000 < Date.now())) return undefined;
    if (session.payment_status === 'paid') return session;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = token('pi_sandbox');
    this.charges.set(id, {
      id: token('ch_sandbox'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      refunded: false,
      currency: session.currency,
      payment_intent: session.payment_intent,
      status: 'succeeded',
    });
    return session;
  }

  charge(sessionId: string): SandboxCharge | undefined {
    return this.charges.get(sessionId);
  }

  /** Refunds `amount` cents more of a paid session's charge (all that is left by default); undefined if it cannot. */
  refund(sessionId: string, amount?: number): SandboxCharge | undefined {
    const charge = this.charges.get(sessionId);
    if (!charge) return undefined;
    const left = charge.amount - charge.amount_refunded;
    const cents = amount ?? left;
    if (!Number.isSafeInteger(cents) || cents <= 0 || cents > left) return undefined;
    charge.amount_refunded += cents;
    charge.refunded = charge.amount_refunded === charge.amount;
    return charge;
  }

  /** The card holder disputes the charge: the dispute object Stripe would send. */
  dispute(sessionId: string): Record<string, unknown> | undefined {
    const charge = this.charges.get(sessionId);
    if (!charge) return undefined;
    return {
      id: token('dp_sandbox'),
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: 'fraudulent',
      status: 'needs_response',
    };
  }

  /** An event as Stripe sends it (`checkout.session.completed`, `charge.refunded`, …), as a JSON payload. */
  event(type: string, object: object): string {
    return JSON.stringify({
      id: token('evt_sandbox'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
    });
  }

  async close(): Promise<void> {
    await this.server?.close();
  }
}
