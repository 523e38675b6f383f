import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { z } from 'zod';
import { errorResponses } from '@src/contract/common';
import { badRequest, conflict } from '../../errors';
import { fulfilCheckoutEvent } from '../../services/economy/payments/fulfil';
import { sendReceiptOnce } from '../../services/economy/payments/receipt';
import { REVERSAL_EVENTS, reverseChargeEvent } from '../../services/economy/payments/reversals';

/**
 * Stripe's webhook (and the sandbox's, signed the same way): the only place money from a card is credited, or taken
 * back after a refund or a dispute. The signature is checked on the raw body, so this plugin reads JSON as bytes;
 * anything unsigned, forged or replayed outside Stripe's tolerance is refused with 400 and changes nothing.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const schema = {
    description:
      'A Stripe event, signed in the Stripe-Signature header. 400: unsigned, forged or outside the tolerance; ' +
      '409: a reversal of a charge not credited yet (Stripe delivers it again).',
    response: { 200: z.object({ received: z.literal(true) }), ...errorResponses },
  };
  app.post('/api/webhook', { schema }, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw badRequest('WEBHOOK_SIGNATURE_INVALID');
    const stripe = await app.payments.stripe();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, app.payments.webhookSecret);
    } catch {
      throw badRequest('WEBHOOK_SIGNATURE_INVALID');
    }
    if (REVERSAL_EVENTS.has(event.type)) {
      const outcome = await reverseChargeEvent(app.db.kysely, stripe, event);
      request.log.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
      // Any answer but 2xx makes Stripe deliver the event again (for up to three days): by then the purchase is
      // credited and the reversal applies. A 2xx would lose it for good.
      if (outcome === 'awaiting-credit') throw conflict('CHARGE_NOT_CREDITED_YET');
      return { received: true };
    }
    const outcome = await fulfilCheckoutEvent(app.db.kysely, event);
    request.log.info({ event: event.id, type: event.type, outcome }, 'payment webhook');
    // The receipt goes out after the credit committed; a repeated delivery retries a receipt whose send failed.
    if (outcome === 'credited' || outcome === 'custom-skin-paid' || outcome === 'already-fulfilled') {
      const session = event.data.object as Stripe.Checkout.Session;
      await sendReceiptOnce(app.db.kysely, app.mailer, request.log, session.id);
    }
    if (outcome === 'express-already-paid')
      request.log.error({ event: event.id }, 'a second Vacation express was paid');
    return { received: true };
  });
};
