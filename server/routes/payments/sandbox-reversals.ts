import type { FastifyPluginAsync } from 'fastify';
import { conflict } from '../../errors';
import type { StripeSandbox } from '../../services/economy/payments/stripe-sandbox';
import { deliverSandboxEvent } from './sandbox-delivery';
import { sandboxRedirectResponses } from './sandbox-responses';

/**
 * The sandbox's refunds and disputes (only without Stripe keys), for tests, the e2e and anyone trying the flow: they
 * change the sandbox's charge as Stripe's dashboard would and deliver the signed `charge.refunded` or
 * `charge.dispute.created` event to /api/webhook, then go back to the session's TEST page.
 */
export const sandboxReversalRoutes: FastifyPluginAsync<{ sandbox: StripeSandbox }> = async (app, { sandbox }) => {
  // The page's forms post `amount` (cents) for a partial refund, or nothing.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const back = (id: string) => `/sandbox/checkout/${encodeURIComponent(id)}`;
  const redirect = { schema: { response: sandboxRedirectResponses } };

  app.post<{ Params: { id: string }; Body: { amount?: string } | null }>(
    '/sandbox/checkout/:id/refund',
    redirect,
    async (request, reply) => {
      const raw = request.body?.amount?.trim();
      const charge = sandbox.refund(request.params.id, raw ? Number(raw) : undefined);
      if (!charge) throw conflict('SANDBOX_NOTHING_TO_REFUND');
      await deliverSandboxEvent(app, sandbox, sandbox.event('charge.refunded', charge));
      return reply.redirect(back(request.params.id), 303);
    },
  );

  app.post<{ Params: { id: string } }>('/sandbox/checkout/:id/dispute', redirect, async (request, reply) => {
    const dispute = sandbox.dispute(request.params.id);
    if (!dispute) throw conflict('SANDBOX_NOTHING_TO_DISPUTE');
    await deliverSandboxEvent(app, sandbox, sandbox.event('charge.dispute.created', dispute));
    return reply.redirect(back(request.params.id), 303);
  });
};
