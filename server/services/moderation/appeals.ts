import type { Kysely } from 'kysely';
import type { AppealBody, DecisionBody } from '@src/contract/moderation';
import { transact } from '../../db/concurrency';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import type { Database } from '../../db/schema';
import type { DecisionRow } from '../../db/schema-moderation';
import { conflict, forbidden, notFound } from '../../errors';
import { appealToDecide, claimAppeal, insertAppeal } from '../../repositories/moderation/appeals';
import { findDecision } from '../../repositories/moderation/decisions';
import { recordDecision } from './decide';

type Db = Kysely<Database>;

/**
 * The owner's one appeal of a decision that hid their content (docs/moderation.md, "Notices and appeals"): the unique index on
 * `moderation_appeals.decision_id` keeps it to one, however many are sent at once.
 */
export async function fileAppeal(db: Db, ownerId: number, body: AppealBody): Promise<number> {
  const decision = await findDecision(db, body.decisionId);
  if (!decision) throw notFound('DECISION_NOT_FOUND');
  if (decision.owner_id !== ownerId) throw forbidden('APPEAL_NOT_OWNER');
  if (decision.action !== 'hide') throw conflict('APPEAL_NOT_APPLICABLE');
  try {
    return await insertAppeal(db, decision.id, ownerId, body.text, nowIso());
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('APPEAL_ALREADY_SENT');
    throw error;
  }
}

/**
 * Decides an appeal, once and by a moderator other than the one who made the decision appealed: `restore` shows the
 * content again, `dismiss` keeps it hidden. The appeal is claimed by a conditional update in the same transaction
 * as the decision, so of two moderators answering at once one decides and the other is told it is decided.
 */
export function decideAppeal(
  db: Db,
  moderatorId: number,
  appealId: number,
  body: Omit<DecisionBody, 'targetKind' | 'targetId'>,
): Promise<DecisionRow> {
  return transact(db, async (trx) => {
    const appeal = await appealToDecide(trx, appealId);
    if (!appeal) throw notFound('APPEAL_NOT_FOUND');
    if (appeal.outcome_id !== null) throw conflict('APPEAL_ALREADY_DECIDED');
    if (appeal.moderator_id === moderatorId) throw forbidden('APPEAL_SAME_MODERATOR');
    if (body.action === 'hide') throw conflict('DECISION_NOT_APPLICABLE');
    const target = { targetKind: appeal.target_kind, targetId: appeal.target_id };
    const decision = await recordDecision(trx, moderatorId, { ...body, ...target }, appeal.decision_id);
    if (!(await claimAppeal(trx, appealId, decision.id))) throw conflict('APPEAL_ALREADY_DECIDED');
    return decision;
  });
}
