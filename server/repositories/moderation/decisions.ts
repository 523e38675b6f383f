import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DecisionRow, ModerationDecisionsTable } from '../../db/schema-moderation';

type Db = Kysely<Database>;

/** Adds a decision to the audit log (rows are never changed or removed by the game). */
export function insertDecision(db: Db, row: Insertable<ModerationDecisionsTable>): Promise<DecisionRow> {
  return db.insertInto('moderation_decisions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findDecision(db: Db, id: number): Promise<DecisionRow | undefined> {
  return db.selectFrom('moderation_decisions').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The latest `limit` decisions about each owner's content, newest first: the history a moderator weighs. One statement
 * for a whole queue page (a window per owner), so the page costs the same however many owners it shows.
 */
export async function decisionsOfOwners(
  db: Db,
  ownerIds: readonly number[],
  limit = 10,
): Promise<Map<number, DecisionRow[]>> {
  const byOwner = new Map<number, DecisionRow[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const ranked = db
    .selectFrom('moderation_decisions')
    .selectAll()
    .select(sql<number>`row_number() over (partition by owner_id order by id desc)`.as('place'))
    .where('owner_id', 'in', [...ownerIds]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .selectAll()
    .where('place', '<=', limit)
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) byOwner.get(row.owner_id!)?.push(row);
  return byOwner;
}

/** Notices of a decision: to its owner (the statement of reasons) and to each reporter (the outcome). */
export async function insertNotices(
  db: Db,
  decisionId: number,
  recipients: { userId: number; role: 'owner' | 'reporter' }[],
  at: string,
): Promise<void> {
  if (recipients.length === 0) return;
  await db
    .insertInto('moderation_notices')
    .values(recipients.map(({ userId, role }) => ({ user_id: userId, decision_id: decisionId, role, created_at: at })))
    .execute();
}

/** Records how many open reports a decision closed (written in the decision's own transaction). */
export async function setDecisionReports(db: Db, id: number, reports: number): Promise<void> {
  await db.updateTable('moderation_decisions').set({ reports }).where('id', '=', id).execute();
}

/** A player's notices with their decisions and whether each was appealed, newest first. */
export function noticeRows(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('moderation_notices as n')
    .innerJoin('moderation_decisions as d', 'd.id', 'n.decision_id')
    .leftJoin('moderation_appeals as a', 'a.decision_id', 'd.id')
    .selectAll('d')
    .select(['n.id as notice_id', 'n.role', 'n.read_at', 'a.id as appeal_id'])
    .where('n.user_id', '=', userId)
    .orderBy('n.id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks the player's notices among `ids` read at `at`; another player's ids and notices read before are left as they are. */
export async function markNoticesRead(db: Db, userId: number, ids: readonly number[], at: string): Promise<void> {
  await db
    .updateTable('moderation_notices')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', ids)
    .where('read_at', 'is', null)
    .execute();
}

/** How many of the player's notices are unread. */
export async function unreadNoticeCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('moderation_notices')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('unread'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}
