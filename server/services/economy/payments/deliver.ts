import type { Transaction } from 'kysely';
import { VACATION_EXPRESS } from '@src/core/vacation-express';
import type { Database } from '../../../db/schema';
import type { CheckoutSessionsTable } from '../../../db/schema-economy';
import { lockRow } from '../../../db/concurrency';
import { otherPaidExpress } from '../../../repositories/economy/checkout-sessions';
import { grantCharacter } from '../character-grants';
import { credit, repayDebt } from '../wallet';

type Sold = Pick<CheckoutSessionsTable, 'user_id' | 'kind' | 'vpoints'>;

/**
 * True when the player already has another paid 'Vacation express' (a unique index holds it to one per account). Checked
 * under the player's row lock before a session becomes `paid`, so a second paid bundle is refused without tripping
 * the index, which on PostgreSQL would abort the whole transaction.
 */
export async function expressAlreadyPaid(trx: Transaction<Database>, sold: Sold, sessionId: string): Promise<boolean> {
  if (sold.kind !== 'vacation_express') return false;
  await lockRow(trx, 'users', sold.user_id);
  return otherPaidExpress(trx, sold.user_id, sessionId);
}

/**
 * Hands over what a paid session bought, inside the transaction that marks it paid: its VPoints through the wallet
 * (`purchase`, session id), the bundle's character for 'Vacation express', and then any debt a refund or dispute
 * left is repaid from the balance first (`debt`, session id; docs/payments.md).
 */
export async function deliverPurchase(trx: Transaction<Database>, sold: Sold, sessionId: string): Promise<void> {
  await credit(trx, { userId: sold.user_id, amount: sold.vpoints, reason: 'purchase', reference: sessionId });
  if (sold.kind === 'vacation_express') await grantCharacter(trx, sold.user_id, VACATION_EXPRESS.characterId);
  await repayDebt(trx, sold.user_id, sessionId);
}
