import type { Generated, Selectable } from 'kysely';

/** Why VPoints moved; the wallet's callers name the fact, and (reason, reference) is unique. */
export type LedgerReason = 'quest' | 'shop' | 'gacha' | 'purchase' | 'refund' | 'dispute' | 'debt' | 'grant';

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
  kind: 'vpoints' | 'vacation_express' | 'custom_skin';
  /** Price in cents. */
  amount: number;
  currency: 'eur';
  /** 0 for a custom skin. */
  vpoints: number;
  status: 'open' | 'paid' | 'expired';
  created_at: string;
  fulfilled_at: string | null;
  /** The charge's payment intent, recorded at fulfilment: refunds and disputes name it (migration 0010). */
  payment_intent: string | null;
  /** The buyer's language when the session was opened: the receipt's. */
  lang: 'es' | 'en' | null;
  /** When the receipt was claimed for sending; back to null if the send failed. */
  receipt_sent_at: string | null;
}

/** One refund or dispute fact, counted once by its id (migration 0010). */
export interface PaymentReversalsTable {
  /** `{charge}:refunded:{cents refunded so far}` for a refund, the dispute's id for a dispute. */
  id: string;
  session_id: string;
  user_id: number;
  kind: 'refund' | 'dispute';
  /** VPoints this fact reverses; `taken` came from the balance, `debt` is what the balance could not cover. */
  vpoints: number;
  taken: number;
  debt: number;
  created_at: string;
}

/** A player's monthly spending limit in cents (migration 0010): null is none; raises wait until `next_from`. */
export interface SpendingLimitsTable {
  user_id: number;
  monthly_cents: number | null;
  next_cents: number | null;
  next_from: string | null;
  updated_at: string;
}

/**
 * A custom skin purchase (migration 0011): opened with its checkout, holding its price of its rarity until
 * `hold_until`; `paid` (awaiting art) once the webhook confirms the payment, `expired` when the hold lapsed unpaid,
 * `refunded` after a refund or a dispute of its charge (out of the ranking and the profile; its price stays taken).
 */
export interface CustomSkinPurchasesTable {
  id: Generated<number>;
  user_id: number;
  rarity: string;
  /** Price in cents. */
  amount: number;
  character_name: string;
  description: string;
  status: 'open' | 'paid' | 'expired' | 'refunded';
  /** The Checkout session, set once Stripe has created it. */
  session_id: string | null;
  /** Where to send the buyer back to while the hold lasts (a player who reopens their own checkout). */
  checkout_url: string | null;
  hold_until: string;
  created_at: string;
  paid_at: string | null;
}
