import type { Kysely } from 'kysely';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { SpendingLimitsTable } from '../../db/schema-economy';

type Db = Kysely<Database>;
export type LimitRow = Pick<SpendingLimitsTable, 'monthly_cents' | 'next_cents' | 'next_from'>;

/** The player's limit and any change waiting out its cooling-off period; undefined when they never set one. */
export function limitRow(db: Db, userId: number): Promise<LimitRow | undefined> {
  return db
    .selectFrom('spending_limits')
    .select(['monthly_cents', 'next_cents', 'next_from'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the player's limit row, whether or not they had one. */
export async function saveLimitRow(db: Db, userId: number, values: LimitRow): Promise<void> {
  await db
    .insertInto('spending_limits')
    .values({ user_id: userId, ...values, updated_at: nowIso() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: nowIso() }))
    .execute();
}
