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
