import type { Kysely } from 'kysely';
import type { Rarity } from '@src/core/rarity';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';

/**
 * The rows of `custom_skin_purchases`: price holds while a checkout is open, then paid, expired or refunded purchases
 * (docs/payments.md, "Custom skins"; the rules are services/economy/payments/custom-skin-holds.ts's).
 */
type Db = Kysely<Database>;

/**
 * The purchases that set a rarity's price: paid ones, and refunded ones too, whose rows keep holding their price in the
 * unique index, so the price never comes back down to them.
 */
const PRICED_STATUSES = ['paid', 'refunded'] as const;

/** What the player typed for the artists. */
export interface SkinDetails {
  characterName: string;
  description: string;
}

/** The highest price a purchase of the rarity was sold at; null before the first. */
export async function highestPrice(db: Db, rarity: Rarity): Promise<number | null> {
  const row = await db
    .selectFrom('custom_skin_purchases')
    .select((eb) => eb.fn.max('amount').as('last'))
    .where('rarity', '=', rarity)
    .where('status', 'in', PRICED_STATUSES)
    .executeTakeFirst();
  return row?.last == null ? null : Number(row.last);
}

/** The highest price each rarity was sold at, for the rarities sold at least once. */
export async function highestPrices(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('custom_skin_purchases')
    .select((eb) => ['rarity', eb.fn.max('amount').as('last')])
    .where('status', 'in', PRICED_STATUSES)
    .groupBy('rarity')
    .execute();
  return new Map(rows.map((row) => [row.rarity, Number(row.last)]));
}

/** The prices held right now by open checkouts, of any player but `exceptUserId`. */
export function liveHolds(db: Db, exceptUserId: number | undefined) {
  return db
    .selectFrom('custom_skin_purchases')
    .select(['rarity', 'amount'])
    .where('status', '=', 'open')
    .where('hold_until', '>', nowIso())
    .$if(exceptUserId !== undefined, (query) => query.where('user_id', '!=', exceptUserId!))
    .execute();
}

/** The player's open hold of this rarity and price with a session, held until after `heldPast`. */
export function ownOpenHold(db: Db, userId: number, held: { rarity: Rarity; amount: number }, heldPast: string) {
  return db
    .selectFrom('custom_skin_purchases')
    .select(['id', 'session_id', 'checkout_url'])
    .where('user_id', '=', userId)
    .where('rarity', '=', held.rarity)
    .where('amount', '=', held.amount)
    .where('status', '=', 'open')
    .where('session_id', 'is not', null)
    .where('hold_until', '>', heldPast)
    .executeTakeFirst();
}

export async function updateSkinDetails(db: Db, purchaseId: number, details: SkinDetails): Promise<void> {
  await db
    .updateTable('custom_skin_purchases')
    .set({ character_name: details.characterName, description: details.description })
    .where('id', '=', purchaseId)
    .execute();
}

/** The open holds of this rarity and price whose time is up. */
export function lapsedHolds(db: Db, rarity: Rarity, amount: number) {
  return db
    .selectFrom('custom_skin_purchases')
    .select(['id', 'session_id'])
    .where('rarity', '=', rarity)
    .where('amount', '=', amount)
    .where('status', '=', 'open')
    .where('hold_until', '<=', nowIso())
    .execute();
}

/** An open hold becomes `expired`, freeing its price. */
export async function expireHold(db: Db, purchaseId: number): Promise<void> {
  await db
    .updateTable('custom_skin_purchases')
    .set({ status: 'expired' })
    .where('id', '=', purchaseId)
    .where('status', '=', 'open')
    .execute();
}

/** Opens a hold of the price until `holdUntil`; a unique violation when another row holds it. Its id. */
export async function insertHold(
  db: Db,
  hold: { userId: number; rarity: Rarity; amount: number; holdUntil: string } & SkinDetails,
): Promise<number> {
  const row = await db
    .insertInto('custom_skin_purchases')
    .values({
      user_id: hold.userId,
      rarity: hold.rarity,
      amount: hold.amount,
      character_name: hold.characterName,
      description: hold.description,
      status: 'open',
      hold_until: hold.holdUntil,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a hold no Checkout session was recorded for. */
export async function deleteHoldWithoutSession(db: Db, purchaseId: number): Promise<void> {
  await db.deleteFrom('custom_skin_purchases').where('id', '=', purchaseId).where('session_id', 'is', null).execute();
}

/** Records the Checkout session opened for a hold. */
export async function attachSession(db: Db, purchaseId: number, session: { id: string; url: string }): Promise<void> {
  await db
    .updateTable('custom_skin_purchases')
    .set({ session_id: session.id, checkout_url: session.url })
    .where('id', '=', purchaseId)
    .execute();
}

/** The session's open purchase becomes `paid`. */
export async function markPurchasePaid(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('custom_skin_purchases')
    .set({ status: 'paid', paid_at: nowIso() })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'open')
    .execute();
}

/** The session's paid purchase becomes `refunded`. */
export async function markPurchaseRefunded(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('custom_skin_purchases')
    .set({ status: 'refunded' })
    .where('session_id', '=', sessionId)
    .where('status', '=', 'paid')
    .execute();
}

/** The purchase a session sold, as its receipt names it. */
export function purchaseOfSession(db: Db, sessionId: string) {
  return db
    .selectFrom('custom_skin_purchases')
    .select(['rarity', 'character_name'])
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
}

/** The paid purchases of a rarity with their buyers, the highest first, at most `limit`. */
export function paidOfRarity(db: Db, rarity: Rarity, limit: number) {
  return db
    .selectFrom('custom_skin_purchases as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.username', 'p.amount', 'p.paid_at'])
    .where('p.rarity', '=', rarity)
    .where('p.status', '=', 'paid')
    .orderBy('p.amount', 'desc')
    .limit(limit)
    .execute();
}

/** A player's paid purchases, newest first. */
export function paidOfPlayer(db: Db, userId: number) {
  return db
    .selectFrom('custom_skin_purchases as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'u.username', 'p.rarity', 'p.character_name', 'p.description', 'p.amount', 'p.paid_at'])
    .where('p.user_id', '=', userId)
    .where('p.status', '=', 'paid')
    .orderBy('p.paid_at', 'desc')
    .execute();
}
