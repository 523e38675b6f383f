import type { Generated, Selectable } from 'kysely';

/** Why VPoints moved; the wallet's callers name the fact, and (reason, reference) is unique. */
export type LedgerReason = 'quest' | 'shop' | 'gacha' | 'purchase' | 'refund' | 'dispute' | 'grant';

/** One movement of a player's VPoints (migration 0006). Every balance equals the sum of its rows. */
export interface VpointLedgerTable {
  id: Generated<number>;
  user_id: number;
  /** Positive for a credit, negative for a debit; never zero. */
  delta: number;
  /** The balance right after this movement. */
  balance_after: number;
  reason: LedgerReason;
  /** What the movement is for, unique within its reason (e.g. `user:quest` for a claimed quest). */
  reference: string;
  created_at: string;
}

export type LedgerEntry = Selectable<VpointLedgerTable>;

/** A quest whose reward was claimed (migration 0007): the key makes a claim once only. */
export interface QuestClaimsTable {
  user_id: number;
  quest_id: number;
  claimed_at: string;
}

/** One gacha roll (migration 0008): what was paid, the slot drawn, what it gave. */
export interface GachaRollsTable {
  /** A random UUID; also the wallet's reference for the roll's price. */
  id: string;
  user_id: number;
  banner: 'common' | 'rare' | 'epic';
  /** The slot in [0, 10000) drawn by crypto.randomInt. */
  slot: number;
  rarity: string;
  characterid: number;
  /** A new character, or a card of one already owned. */
  outcome: 'new' | 'card';
  price: number;
  /** GACHA_ODDS_VERSION of src/core/gacha.ts when the roll was drawn. */
  odds_version: number;
  created_at: string;
}

/** A spark redeemed: the points it spent on its banner and the character chosen. */
export interface GachaSparksTable {
  id: Generated<number>;
  user_id: number;
  banner: 'common' | 'rare' | 'epic';
  characterid: number;
  points: number;
  created_at: string;
}

/** Spark points a player holds on a banner: +1 per roll, spent by a conditional update. */
export interface GachaSparkPointsTable {
  user_id: number;
  banner: 'common' | 'rare' | 'epic';
  points: number;
}

/** A Checkout session the server created (migration 0009). */
export interface CheckoutSessionsTable {
  /** Stripe's session id (cs_…), or the sandbox's. */
  id: string;
  user_id: number;
  kind: 'vpoints';
  /** Price in cents. */
  amount: number;
  currency: 'eur';
  vpoints: number;
  status: 'open' | 'paid' | 'expired';
  created_at: string;
  fulfilled_at: string | null;
}
