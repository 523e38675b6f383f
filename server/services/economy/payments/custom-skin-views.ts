import type { Kysely } from 'kysely';
import type { CustomSkinPrice, CustomSkinPurchase, RankingEntry } from '@src/contract/custom-skins';
import { CUSTOM_SKIN_PRICE_MAX, nextCustomSkinPrice } from '@src/core/custom-skin-price';
import { RARITIES, type Rarity } from '@src/core/rarity';
import type { Database } from '../../../db/schema';
import { notFound } from '../../../errors';
import {
  highestPrices,
  liveHolds,
  paidOfPlayer,
  paidOfRarity,
} from '../../../repositories/economy/custom-skin-purchases';
import { findUserByUsername } from '../../../repositories/users';

/** What the custom skin screen and the profiles read: prices, rankings and paid purchases (never open checkouts). */

type Db = Kysely<Database>;

/** The longest ranking answered: the doubling sells about twenty of a rarity before Stripe's ceiling. */
const RANKING_MAX = 100;

const euros = (cents: number) => cents / 100;

/** The current price of each rarity; `held` when another player's checkout holds it right now. */
export async function customSkinPrices(db: Db, viewerId: number | undefined): Promise<CustomSkinPrice[]> {
  const lastPaid = await highestPrices(db);
  const holds = await liveHolds(db, viewerId);
  return RARITIES.map((rarity) => {
    const amount = nextCustomSkinPrice(lastPaid.get(rarity) ?? null);
    return {
      rarity,
      amount,
      held: holds.some((hold) => hold.rarity === rarity && hold.amount === amount),
      soldOut: amount > CUSTOM_SKIN_PRICE_MAX,
    };
  });
}

/** POST /api/purchases/rarity: the paid purchases of a rarity, the highest first (spec 7: username, money, date). */
export async function rarityRanking(db: Db, rarity: Rarity): Promise<RankingEntry[]> {
  const rows = await paidOfRarity(db, rarity, RANKING_MAX);
  return rows.map((row) => ({ username: row.username, money: euros(row.amount), date: row.paid_at ?? '' }));
}

/**
 * The paid purchases of a player, newest first: `username`'s (a profile), or the caller's own without one. Only the
 * buyer sees the descriptions they wrote for the artists; visitors without a username get none.
 */
export async function visiblePurchases(
  db: Db,
  viewerId: number | undefined,
  username: string | undefined,
): Promise<CustomSkinPurchase[]> {
  let ownerId = viewerId;
  if (username !== undefined) {
    const owner = await findUserByUsername(db, username);
    if (!owner) throw notFound('USER_NOT_FOUND');
    ownerId = owner.id;
  }
  if (ownerId === undefined) return [];
  const rows = await paidOfPlayer(db, ownerId);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    rarity: row.rarity as Rarity,
    characterName: row.character_name,
    ...(ownerId === viewerId ? { description: row.description } : {}),
    money: euros(row.amount),
    date: row.paid_at ?? '',
    status: 'awaiting_art' as const,
  }));
}
