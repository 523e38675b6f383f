import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Stores an appeal; the unique index on decision_id refuses a second one of the same decision. */
export async function insertAppeal(db: Db, decisionId: number, ownerId: number, text: string, at: string) {
  const row = await db
    .insertInto('moderation_appeals')
    .values({ decision_id: decisionId, owner_id: ownerId, text, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An appeal with what a moderator deciding it needs of the decision appealed. */
export function appealToDecide(db: Db, appealId: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .select(['a.outcome_id', 'd.id as decision_id', 'd.moderator_id', 'd.target_kind', 'd.target_id'])
    .where('a.id', '=', appealId)
    .executeTakeFirst();
}

/** Marks the appeal decided by `outcomeId` unless it already was; true when this call decided it. */
export async function claimAppeal(db: Db, appealId: number, outcomeId: number): Promise<boolean> {
  const result = await db
    .updateTable('moderation_appeals')
    .set({ outcome_id: outcomeId })
    .where('id', '=', appealId)
    .where('outcome_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Appeals waiting for a decision, oldest first, with the decision appealed and the owner's name. */
export function pendingAppealRows(db: Db, limit: number) {
  return db
    .selectFrom('moderation_appeals as a')
    .innerJoin('moderation_decisions as d', 'd.id', 'a.decision_id')
    .leftJoin('users as u', 'u.id', 'a.owner_id')
    .selectAll('d')
    .select(['a.id as appeal_id', 'a.text as appeal_text', 'a.created_at as appealed_at', 'u.username'])
    .where('a.outcome_id', 'is', null)
    .orderBy('a.id')
    .limit(limit)
    .execute();
}
