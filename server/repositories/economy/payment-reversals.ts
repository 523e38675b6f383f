import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentReversalsTable } from '../../db/schema-economy';

type Db = Kysely<Database>;

/** Whether this refund or dispute fact was counted already. */
export async function reversalExists(db: Db, factId: string): Promise<boolean> {
  const seen = await db.selectFrom('payment_reversals').select('id').where('id', '=', factId).executeTakeFirst();
  return seen !== undefined;
}

/** The VPoints the session's reversals so far have taken back or left as debt. */
export async function reversedVpoints(db: Db, sessionId: string): Promise<number> {
  const done = await db
    .selectFrom('payment_reversals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('vpoints'), eb.lit(0)).as('vpoints'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(done.vpoints);
}

/** Records a fact; its id (primary key) refuses a second one. */
export async function insertReversal(db: Db, reversal: Insertable<PaymentReversalsTable>): Promise<void> {
  await db.insertInto('payment_reversals').values(reversal).execute();
}
