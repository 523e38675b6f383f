import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { badRequest } from '../../errors';
import { fulfilCheckoutEvent } from '../../services/economy/payments/fulfil';

/**
 * Stripe's webhook (and the sandbox's, signed the same way): the only place money from a card is credited. The
 * signature is checked on the raw body, so this plugin reads JSON as bytes; anything unsigned, forged or replayed
 * outside Stripe's tolerance is refused with 400 and changes nothing.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/webhook', async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('WEBHOOK_SIGNATURE_INVALID');
    let event: Stripe.Event;
    try {
      event = app.payments.stripe.webhooks.constructEvent(request.body, signature, app.payments.webhookSecret);
    } catch {
      throw badRequest('WEBHOOK_SIGNATURE_INVALID');
    }
    const outcome = await fulfilCheckoutEvent(app.db.kysely, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
    return { received: true };
  });
};
