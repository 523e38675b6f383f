import type { Kysely } from 'kysely';
import { NOTICES_SHOWN, type Decision, type Notice } from '@src/contract/moderation';
import type { DecisionReason } from '@src/core/moderation';
import type { Database } from '../../db/schema';
import type { DecisionRow } from '../../db/schema-moderation';
import { nowIso } from '../../db/dialect';
import { markNoticesRead, noticeRows, unreadNoticeCount } from '../../repositories/moderation/decisions';

/** A decision as the API answers it. */
export const decisionView = (row: DecisionRow): Decision => ({
  id: row.id,
  targetKind: row.target_kind,
  targetId: row.target_id,
  action: row.action,
  reason: row.reason as DecisionReason,
  text: row.text,
  reports: row.reports,
  appealOf: row.appeal_of,
  createdAt: row.created_at,
});

/**
 * The player's notices, newest first, in one query: owners read the statement of reasons and whether they may still
 * appeal (a hide not yet appealed); reporters read the outcome of what they reported.
 */
export async function noticesOf(db: Kysely<Database>, userId: number): Promise<Notice[]> {
  const rows = await noticeRows(db, userId, NOTICES_SHOWN);
  return rows.map((row) => {
    const appealed = row.appeal_id !== null;
    return {
      id: row.notice_id,
      role: row.role,
      decision: decisionView(row),
      subject: row.subject,
      canAppeal: row.role === 'owner' && row.action === 'hide' && !appealed,
      appealed,
      read: row.read_at !== null,
    };
  });
}

/** Marks read the notices the player was shown (the /notices screen sends their ids); answers how many stay unread. */
export async function readNotices(db: Kysely<Database>, userId: number, ids: readonly number[]): Promise<number> {
  await markNoticesRead(db, userId, ids, nowIso());
  return unreadNoticeCount(db, userId);
}

/** How many of the player's notices are unread, for the menus' link to /notices. */
export const unreadNotices = (db: Kysely<Database>, userId: number) => unreadNoticeCount(db, userId);
