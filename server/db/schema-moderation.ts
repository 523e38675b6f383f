import type { Generated, Selectable } from 'kysely';
import type { DecisionAction, ReportReason, ReportTarget } from '@src/core/moderation';

/** Tables of reports and moderation (migration 0022, docs/moderation.md). */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_kind: ReportTarget;
  /** A map id, a user id (profile fields) or an item id. */
  target_id: number;
  /** Whose content it is, when the report was made. */
  owner_id: number | null;
  reason: ReportReason;
  text: string;
  created_at: string;
  /** The decision that closed the report; null while it is open. */
  decision_id: number | null;
  closed_at: string | null;
}

/**
 * The tally of a reported target's open reports (migration 0027), kept by triggers on `reports` in the statement that
 * opens, closes or deletes one; the queue reads its page from it.
 */
export interface ReportTargetsTable {
  target_kind: ReportTarget;
  target_id: number;
  /** Its open reports; 0 once a decision closed them all (the row stays). */
  open_reports: number;
  /** When the oldest of its open reports was made. */
  first_open_at: string;
}

/** The audit log: one row per decision, never changed. */
export interface ModerationDecisionsTable {
  id: Generated<number>;
  target_kind: ReportTarget;
  target_id: number;
  /** The content's title or name when decided. */
  subject: string;
  owner_id: number | null;
  moderator_id: number | null;
  action: DecisionAction;
  reason: string;
  text: string;
  /** How many open reports the decision closed (0: found by a moderator, or an appeal). */
  reports: Generated<number>;
  appeal_of: number | null;
  created_at: string;
}

export interface ModerationAppealsTable {
  id: Generated<number>;
  decision_id: number;
  owner_id: number;
  text: string;
  created_at: string;
  /** The decision that answered the appeal; null while it waits. */
  outcome_id: number | null;
}

export interface ModerationNoticesTable {
  id: Generated<number>;
  user_id: number;
  decision_id: number;
  role: 'owner' | 'reporter';
  created_at: string;
  read_at: string | null;
}

export type DecisionRow = Selectable<ModerationDecisionsTable>;
