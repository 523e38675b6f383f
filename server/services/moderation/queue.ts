import type { Kysely } from 'kysely';
import type { ModerationQueue, PendingAppeal, QueueEntry } from '@src/contract/moderation';
import type { Database } from '../../db/schema';
import { pendingAppealRows } from '../../repositories/moderation/appeals';
import { decisionsOfOwners } from '../../repositories/moderation/decisions';
import { queuePage } from '../../repositories/moderation/reports';
import { targetKey, targetsFacts, type TargetFacts } from '../../repositories/moderation/targets';
import { decisionView } from './notices';

type Db = Kysely<Database>;

/**
 * The queue holds this many targets: a moderator works from its top, and each one's decision brings the next up. A
 * page costs the same few statements however many targets it shows (their content, reports and owners' histories are
 * each read for the whole page at once).
 */
const QUEUE_PAGE = 20;
/** The texts shown of a target's reports, the oldest first; its count and reasons cover all of them. */
export const TEXTS_PER_TARGET = 5;

const contentView = (facts: TargetFacts | undefined) =>
  facts ? { title: facts.title, description: facts.description, picture: facts.picture, hidden: facts.hidden } : null;

/** The open reports, by target, most reported and then oldest first, and the appeals waiting for a moderator. */
export async function moderationQueue(db: Db, moderatorId: number): Promise<ModerationQueue> {
  const targets = await queuePage(db, QUEUE_PAGE, TEXTS_PER_TARGET);
  const refs = targets.map((target) => ({ kind: target.target_kind, id: target.target_id }));
  const [facts, appeals] = await Promise.all([targetsFacts(db, refs), pendingAppeals(db, moderatorId)]);
  const ownerIds = [...new Set([...facts.values()].flatMap((fact) => (fact.ownerId === null ? [] : [fact.ownerId])))];
  const histories = await decisionsOfOwners(db, ownerIds);
  const entries = targets.map((target): QueueEntry => {
    const fact = facts.get(targetKey(target.target_kind, target.target_id));
    const ownerId = fact?.ownerId ?? null;
    return {
      targetKind: target.target_kind,
      targetId: target.target_id,
      reports: target.reports,
      firstReportedAt: target.first_reported_at,
      reasons: target.reasons,
      texts: target.texts,
      content: contentView(fact),
      owner: fact?.ownerName ?? null,
      history: (ownerId === null ? [] : (histories.get(ownerId) ?? [])).map(decisionView),
    };
  });
  return { entries, appeals };
}

async function pendingAppeals(db: Db, moderatorId: number): Promise<PendingAppeal[]> {
  const rows = await pendingAppealRows(db, QUEUE_PAGE);
  const facts = await targetsFacts(
    db,
    rows.map((row) => ({ kind: row.target_kind, id: row.target_id })),
  );
  return rows.map((row) => ({
    id: row.appeal_id,
    text: row.appeal_text,
    createdAt: row.appealed_at,
    owner: row.username,
    decision: decisionView(row),
    content: contentView(facts.get(targetKey(row.target_kind, row.target_id))),
    ownDecision: row.moderator_id === moderatorId,
  }));
}
