import type { Kysely, Transaction } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database } from '../../db/schema';

/**
 * The statements that change `users.vpoints` and `users.vpoints_debt`, for the wallet (services/economy/wallet.ts)
 * only: a lint rule refuses a write of `users.vpoints` anywhere else, and the wallet writes the ledger row of every
 * movement in the same transaction (docs/architecture.md, "Data").
 */
type Trx = Transaction<Database>;

// The movements every roll, purchase and reward makes are compiled once (prepared on PostgreSQL: db/compiled-once.ts).
const addToBalance = compiledOnce((db, userId: number, amount: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ vpoints: eb('vpoints', '+', amount) }))
    .where('id', '=', userId)
    .returning('vpoints'),
);

const takeFromCoveringBalance = compiledOnce((db, userId: number, amount: number) =>
  db
    .updateTable('users')
    .set((eb) => ({ vpoints: eb('vpoints', '-', amount) }))
    .where('id', '=', userId)
    .where('vpoints', '>=', amount)
    .where('vpoints_debt', '=', 0)
    .returning('vpoints'),
);

/** Adds `amount` to the balance; the new balance, or undefined when there is no such user. */
export async function addVpoints(trx: Trx, userId: number, amount: number): Promise<number | undefined> {
  return (await addToBalance(trx, userId, amount)).rows[0]?.vpoints;
}

/**
 * Takes `amount` only if the balance covers it and the player owes nothing, in one statement (PostgreSQL re-checks the
 * condition on the locked row; SQLite runs one writer at a time): the new balance, or undefined when it took nothing.
 */
export async function takeVpointsIfCovered(trx: Trx, userId: number, amount: number): Promise<number | undefined> {
  return (await takeFromCoveringBalance(trx, userId, amount)).rows[0]?.vpoints;
}

/** The player's balance and debt; undefined when there is no such user. */
export function balanceOf(
  db: Kysely<Database>,
  userId: number,
): Promise<{ vpoints: number; vpoints_debt: number } | undefined> {
  return db.selectFrom('users').select(['vpoints', 'vpoints_debt']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Takes `taken` from the balance (only while it still holds them) and adds `debt` to what the player owes; the new
 * balance, or undefined when the balance no longer covered `taken`.
 */
export async function takeVpointsIntoDebt(
  trx: Trx,
  userId: number,
  taken: number,
  debt: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ vpoints: eb('vpoints', '-', taken), vpoints_debt: eb('vpoints_debt', '+', debt) }))
    .where('id', '=', userId)
    .where('vpoints', '>=', taken)
    .returning('vpoints')
    .executeTakeFirst();
  return row?.vpoints;
}

/**
 * Pays `paid` of the debt from the balance while both still hold it: the new balance and debt, or undefined when
 * either changed since they were read.
 */
export function payDebtFromBalance(
  trx: Trx,
  userId: number,
  paid: number,
): Promise<{ vpoints: number; vpoints_debt: number } | undefined> {
  return trx
    .updateTable('users')
    .set((eb) => ({ vpoints: eb('vpoints', '-', paid), vpoints_debt: eb('vpoints_debt', '-', paid) }))
    .where('id', '=', userId)
    .where('vpoints', '>=', paid)
    .where('vpoints_debt', '>=', paid)
    .returning(['vpoints', 'vpoints_debt'])
    .executeTakeFirst();
}
