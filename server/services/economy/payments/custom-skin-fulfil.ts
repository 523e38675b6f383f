import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { markPurchasePaid, markPurchaseRefunded } from '../../../repositories/economy/custom-skin-purchases';

/**
 * A custom skin's payment arrived: its purchase becomes `paid` (awaiting art), which doubles its rarity's next price
 * and puts it in the ranking. Runs inside fulfil.ts's transaction, after the session was claimed `open` → `paid`
 * there, so it happens once however many times the event is delivered.
 */
export async function markCustomSkinPaid(trx: Transaction<Database>, sessionId: string): Promise<'custom-skin-paid'> {
  await markPurchasePaid(trx, sessionId);
  return 'custom-skin-paid';
}

/**
 * A refund (even a partial one) or a dispute of a custom skin's charge: the paid purchase becomes `refunded`, which
 * takes it out of the ranking and the profile list. It keeps its price (custom-skin-holds.ts). Runs inside
 * reversals.ts's transaction, under the buyer's row lock, once per fact; a second fact changes nothing more.
 */
export async function markCustomSkinRefunded(trx: Transaction<Database>, sessionId: string): Promise<void> {
  await markPurchaseRefunded(trx, sessionId);
}
