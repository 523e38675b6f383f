import type { Kysely } from 'kysely';
import type { ModerationQueue, PendingAppeal, QueueEntry } from '@src/contract/moderation';
import type { Database } from '../../db/schema';
import { pendingAppealRows } from '../../repositories/moderation/appeals';
import { decisionsOfOwner } from '../../repositories/moderation/decisions';
import { usernameOf } from '../../repositories/moderation/moderators';
import { openReportsOf, openTargets } from '../../repositories/moderation/reports';
import { targetFacts, type TargetFacts } from '../../repositories/moderation/targets';
import { decisionView } from './notices';

type Db = Kysely<Database>;

/**
 * The queue holds this many targets: a moderator works from its top, and each one's decision brings the next up.
 * Each target costs a few queries (its content, reports, owner and history): a bounded page, for moderators only.
 */
const QUEUE_PAGE = 20;

const contentView = (facts: TargetFacts | undefined) =>
  facts ? { title: facts.title, description: facts.description, picture: facts.picture, hidden: facts.hidden } : null;

/** The open reports, by target, most reported and then oldest first, and the appeals waiting for a moderator. */
export async function moderationQueue(db: Db, moderatorId: number): Promise<ModerationQueue> {
  const targets = await openTargets(db, QUEUE_PAGE);
  const entries = await Promise.all(
    targets.map(async (target): Promise<QueueEntry> => {
      const [facts, reports] = await Promise.all([
        targetFacts(db, target.target_kind, target.target_id),
        openReportsOf(db, target.target_kind, target.target_id),
      ]);
      const ownerId = facts?.ownerId ?? null;
      const [owner, history] = await Promise.all([
        ownerId === null ? null : usernameOf(db, ownerId),
        ownerId === null ? [] : decisionsOfOwner(db, ownerId),
      ]);
      return {
        targetKind: target.target_kind,
        targetId: target.target_id,
        reports: target.reports,
        firstReportedAt: target.first_reported_at,
        reasons: [...new Set(reports.map((report) => report.reason))],
        texts: reports.map((report) => report.text),
        content: contentView(facts),
        owner,
        history: history.map(decisionView),
      };
    }),
  );
  return { entries, appeals: await pendingAppeals(db, moderatorId) };
}

async function pendingAppeals(db: Db, moderatorId: number): Promise<PendingAppeal[]> {
  const rows = await pendingAppealRows(db, QUEUE_PAGE);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.appeal_id,
      text: row.appeal_text,
      createdAt: row.appealed_at,
      owner: row.username,
      decision: decisionView(row),
      content: contentView(await targetFacts(db, row.target_kind, row.target_id)),
      ownDecision: row.moderator_id === moderatorId,
    })),
  );
}
