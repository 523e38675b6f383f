import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { CheckoutResponse } from '@src/contract/payments';
import { VACATION_EXPRESS } from '@src/core/vacation-express';
import type { Database } from '../../../db/schema';
import { conflict } from '../../../errors';
import type { Lang } from '../../../messages';
import { expressSessions } from '../../../repositories/economy/checkout-sessions';
import { assertPaidChanceOpen } from '../paid-chance';
import { openCheckout } from './checkout';
import { CHECKOUT_TTL_MS } from './spending-limit';

export type ExpressState = 'available' | 'pending' | 'owned';

/** Whether the player may buy 'Vacation express': once per account, and one open payment for it at a time. */
export async function expressState(db: Kysely<Database>, userId: number): Promise<ExpressState> {
  const sessions = await expressSessions(db, userId);
  if (sessions.some((s) => s.status === 'paid')) return 'owned';
  const stillOpen = new Date(Date.now() - CHECKOUT_TTL_MS).toISOString();
  return sessions.some((s) => s.status === 'open' && s.created_at > stillOpen) ? 'pending' : 'available';
}

async function assertExpressAvailable(db: Kysely<Database>, userId: number): Promise<void> {
  const state = await expressState(db, userId);
  if (state === 'owned') throw conflict('VACATION_EXPRESS_OWNED');
  if (state === 'pending') throw conflict('VACATION_EXPRESS_PENDING');
}

/**
 * Opens the Checkout session of 'Vacation express' (src/core/vacation-express.ts). Refused once bought, and while
 * another payment for it is open (until it expires): checked again under the player's row lock when the session is
 * recorded, so concurrent requests open one session at most. It sells VPoints, so like a pack it is closed to players
 * under 18 and to those who have not stated their year of birth.
 */
export function createExpressCheckout(
  db: Kysely<Database>,
  stripe: Stripe,
  publicUrl: string,
  userId: number,
  lang: Lang,
): Promise<CheckoutResponse> {
  return openCheckout(db, stripe, publicUrl, {
    userId,
    lang,
    kind: 'vacation_express',
    amount: VACATION_EXPRESS.amount,
    vpoints: VACATION_EXPRESS.vpoints,
    productName: 'Vacation express',
    guard: async (trx) => {
      await assertPaidChanceOpen(trx, userId);
      await assertExpressAvailable(trx, userId);
    },
  });
}
