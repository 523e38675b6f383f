import { z } from 'zod';
import { text } from './text';

/** Payment calls of spec section 7 (Stripe Checkout, or the local sandbox that runs the same code: docs/payments.md). */
export const checkoutBody = z.strictObject({ amount: z.number().int() });
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** The Checkout session: its id (spec) and the page to send the browser to. */
export const checkoutResponse = z.object({ id: z.string(), url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const checkoutSessionParams = z.strictObject({ sessionId: text().min(1).max(255) });

/** GET /api/checkout-session/{sessionId}: what the server knows of a purchase, for /success (which never credits). */
export const checkoutStatusResponse = z.object({
  id: z.string(),
  /** A VPoints pack, 'Vacation express', or a custom skin (vpoints 0: /success says it is awaiting art). */
  kind: z.enum(['vpoints', 'vacation_express', 'custom_skin']),
  status: z.enum(['open', 'paid', 'expired']),
  vpoints: z.number().int(),
  amount: z.number().int(),
});
export type CheckoutStatusResponse = z.infer<typeof checkoutStatusResponse>;
