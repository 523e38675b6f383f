import type { CheckoutResponse } from '@src/contract/payments';
import type { SpendingLimitBody, SpendingResponse } from '@src/contract/spending';
import { http } from './http';

/** Responsible spending and the starter bundle (docs/payments.md): the monthly limit, a debt, 'Vacation express'. */
export async function getSpending(): Promise<SpendingResponse> {
  return (await http.get<SpendingResponse>('/api/spending')).data;
}

/** Sets the monthly limit in cents (null: none); the answer says whether it applies now or after the cooling-off. */
export async function setSpendingLimit(monthlyLimit: SpendingLimitBody['monthlyLimit']): Promise<SpendingResponse> {
  const body: SpendingLimitBody = { monthlyLimit };
  return (await http.put<SpendingResponse>('/api/spending-limit', body)).data;
}

/** Opens the Checkout session of 'Vacation express' (the server sets its price and contents). */
export async function createExpressCheckout(): Promise<CheckoutResponse> {
  return (await http.post<CheckoutResponse>('/api/create-checkout-session-express')).data;
}
