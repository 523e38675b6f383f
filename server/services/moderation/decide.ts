import type { Kysely, Transaction } from 'kysely';
import { transact } from '../../db/concurrency';
import type { DecisionBody } from '@src/contract/moderation';
import { defaultBanner, defaultProfilePicture } from '../../content/cosmetics';
import { nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { DecisionRow } from '../../db/schema-moderation';
import { conflict, notFound } from '../../errors';
import { insertDecision, insertNotices, setDecisionReports } from '../../repositories/moderation/decisions';
import { closeReports } from '../../repositories/moderation/reports';
import { setTargetHidden, targetFacts } from '../../repositories/moderation/targets';

type Trx = Transaction<Database> | Kysely<Database>;

/** The owner hears of what changed their content, and of every answer to their appeal; a plain dismissal is silent. */
export const notifiesOwner = (decision: Pick<DecisionRow, 'action' | 'appeal_of'>) =>
  decision.action !== 'dismiss' || decision.appeal_of !== null;

/**
 * Records one decision inside the caller's transaction (docs/moderation.md, "Queue and decisions"): applies a hide or restore,
 * closes the target's open reports with it, adds it to the audit log, and leaves notices to the owner (for what
 * changed their content, and for every appeal's outcome) and to each reporter. `appealOf` is the decision an appeal
 * asked to review. Hiding a name is refused; a hide of what is hidden, or a restore of what is not, changes nothing
 * and is refused too, so of two moderators deciding at once only one acts.
 */
export async function recordDecision(
  trx: Trx,
  moderatorId: number,
  body: DecisionBody,
  appealOf: number | null = null,
): Promise<DecisionRow> {
  const target = await targetFacts(trx, body.targetKind, body.targetId);
  if (!target) throw notFound('REPORT_TARGET_NOT_FOUND');
  if (body.action === 'hide' && body.targetKind === 'user_name') throw conflict('NAME_CANNOT_BE_HIDDEN');
  if (body.action !== 'dismiss') {
    const defaults = { picture: defaultProfilePicture, banner: defaultBanner };
    const changed = await setTargetHidden(trx, body.targetKind, body.targetId, body.action === 'hide', defaults);
    if (!changed) throw conflict('DECISION_NOT_APPLICABLE');
  }
  const at = nowIso();
  const decision = await insertDecision(trx, {
    target_kind: body.targetKind,
    target_id: body.targetId,
    subject: target.title,
    owner_id: target.ownerId,
    moderator_id: moderatorId,
    action: body.action,
    reason: body.reason,
    text: body.text,
    appeal_of: appealOf,
    created_at: at,
  });
  const reporters = await closeReports(trx, body.targetKind, body.targetId, decision.id, at);
  if (reporters.length > 0) {
    await setDecisionReports(trx, decision.id, reporters.length);
  }
  const ownerNotified = target.ownerId !== null && notifiesOwner({ action: body.action, appeal_of: appealOf });
  await insertNotices(
    trx,
    decision.id,
    [
      ...(ownerNotified ? [{ userId: target.ownerId!, role: 'owner' as const }] : []),
      ...reporters.map((userId) => ({ userId, role: 'reporter' as const })),
    ],
    at,
  );
  return { ...decision, reports: reporters.length };
}

/** A moderator's decision about a target, in a transaction of its own (POST /moderation/decisions). */
export const decide = (db: Kysely<Database>, moderatorId: number, body: DecisionBody) =>
  transact(db, (trx) => recordDecision(trx, moderatorId, body));
