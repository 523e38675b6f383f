import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DecisionRow } from '../../db/schema-moderation';
import type { Mailer } from '../mail/mailer';
import { noticeRecipient } from '../../repositories/moderation/moderators';
import { noticeMail } from '../mail/moderation-template';
import { notifiesOwner } from './decide';

/**
 * Mails the owner the statement of reasons of a decision about their content, in the language they last signed in
 * with (Spanish until then), after the decision has committed. The in-game notice is already stored, so a mail that
 * fails is logged and not retried: the owner still reads the notice in the game.
 */
export async function mailOwnerNotice(
  db: Kysely<Database>,
  mailer: Mailer,
  log: FastifyBaseLogger,
  publicUrl: string,
  decision: DecisionRow,
): Promise<void> {
  if (decision.owner_id === null || !notifiesOwner(decision)) return;
  const owner = await noticeRecipient(db, decision.owner_id);
  if (!owner) return;
  try {
    await mailer.send(
      noticeMail(owner.lang === 'en' ? 'en' : 'es', owner.email, {
        username: owner.username,
        targetKind: decision.target_kind,
        subject: decision.subject,
        action: decision.action,
        reason: decision.reason,
        text: decision.text,
        reports: decision.reports,
        appeal: decision.appeal_of !== null,
        link: `${publicUrl}/notices`,
      }),
    );
  } catch (error) {
    log.error({ err: error, decision: decision.id }, 'the moderation notice mail could not be sent');
  }
}
