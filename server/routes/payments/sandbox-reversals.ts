import type { FastifyPluginAsync } from 'fastify';
import type { StripeSandbox } from '../../services/economy/payments/stripe-sandbox';
import { deliverSandboxEvent } from './sandbox-delivery';

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

  app.post<{ Params: { id: string }; Body: { amount?: string } | null }>(
    '/sandbox/checkout/:id/refund',
    async (request, reply) => {
      const raw = request.body?.amount?.trim();
      const charge = sandbox.refund(request.params.id, raw ? Number(raw) : undefined);
      if (!charge) return reply.code(409).type('text/plain').send('Nothing to refund: unpaid, or more than is left');
      await deliverSandboxEvent(app, sandbox, sandbox.event('charge.refunded', charge));
      return reply.redirect(back(request.params.id), 303);
    },
  );

  app.post<{ Params: { id: string } }>('/sandbox/checkout/:id/dispute', async (request, reply) => {
    const dispute = sandbox.dispute(request.params.id);
    if (!dispute) return reply.code(409).type('text/plain').send('Nothing to dispute: the session is not paid');
    await deliverSandboxEvent(app, sandbox, sandbox.event('charge.dispute.created', dispute));
    return reply.redirect(back(request.params.id), 303);
  });
};
