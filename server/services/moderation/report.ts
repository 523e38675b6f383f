import type { Kysely } from 'kysely';
import type { ReportBody } from '@src/contract/moderation';
import { REPORTS_PER_ACCOUNT_PER_HOUR } from '@src/core/moderation';
import { isUniqueViolation, nowIso } from '../../db/dialect';
import { writeStatement } from '../../db/concurrency';
import type { Database } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { reserveAttempt, type AttemptCounter } from '../../lib/attempt-counter';
import { insertReport } from '../../repositories/moderation/reports';
import { targetFacts } from '../../repositories/moderation/targets';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A player's report (docs/moderation.md, "Reports"). The account's allowance is taken first (the address's is the
 * route's), so a flood of reports costs no queries. Only what others can see is reported, never one's own content;
 * a second open report of the same target by the same player is refused by the database's unique index.
 */
export async function submitReport(
  db: Kysely<Database>,
  attempts: AttemptCounter,
  reporterId: number,
  body: ReportBody,
): Promise<number> {
  await reserveAttempt(attempts, `report:${reporterId}`, REPORTS_PER_ACCOUNT_PER_HOUR, HOUR_MS);
  const target = await targetFacts(db, body.targetKind, body.targetId);
  if (!target?.public) throw notFound('REPORT_TARGET_NOT_FOUND');
  if (target.ownerId === reporterId) throw badRequest('CANNOT_REPORT_OWN');
  try {
    return await writeStatement(db, (w) =>
      insertReport(w, {
        reporter_id: reporterId,
        target_kind: body.targetKind,
        target_id: body.targetId,
        owner_id: target.ownerId,
        reason: body.reason,
        text: body.text,
        created_at: nowIso(),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('REPORT_ALREADY_OPEN');
    throw error;
  }
}
