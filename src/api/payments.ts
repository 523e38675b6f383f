import type { CheckoutBody, CheckoutResponse, CheckoutStatusResponse } from '@src/contract/payments';
import { http } from './http';

/** Payment calls of spec section 7 (docs/payments.md): open a Checkout session for a pack, and read what it became. */
export async function createCheckoutSession(amount: CheckoutBody['amount']): Promise<CheckoutResponse> {
  return (await http.post<CheckoutResponse>('/api/create-checkout-session', { amount } satisfies CheckoutBody)).data;
}

/** What the server knows of one of the player's purchases: `open` until the webhook has credited it, then `paid`. */
export async function getCheckoutSession(sessionId: string): Promise<CheckoutStatusResponse> {
  return (await http.get<CheckoutStatusResponse>(`/api/checkout-session/${encodeURIComponent(sessionId)}`)).data;
}
