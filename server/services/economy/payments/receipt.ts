import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { vpointsLabel } from '@src/core/catalogue/vpoint-packs';
import type { Rarity } from '@src/core/rarity';
import type { Database } from '../../../db/schema';
import type { CheckoutSessionsTable } from '../../../db/schema-economy';
import { nowIso } from '../../../db/dialect';
import type { Mailer } from '../../mail/mailer';
import type { Lang } from '../../../messages';
import { claimReceipt, receiptFacts, releaseReceipt } from '../../../repositories/economy/checkout-sessions';
import { purchaseOfSession } from '../../../repositories/economy/custom-skin-purchases';
import { customSkinReceiptName, receiptMail } from '../../mail/receipt-template';

/** What the receipt says was bought, in the buyer's language. */
async function productOf(
  db: Kysely<Database>,
  lang: Lang,
  sessionId: string,
  row: Pick<CheckoutSessionsTable, 'kind' | 'vpoints'>,
): Promise<string> {
  if (row.kind === 'vacation_express') return 'Vacation express';
  if (row.kind !== 'custom_skin') return vpointsLabel(row.vpoints);
  const skin = await purchaseOfSession(db, sessionId);
  return customSkinReceiptName(lang, skin.rarity as Rarity, skin.character_name);
}

/**
 * Sends a paid session's receipt once, after the transaction that credited it has committed: the send is claimed by
 * one conditional update of `receipt_sent_at`, so duplicate and concurrent deliveries of the event mail once. If the
 * mail fails the claim is released, and the next delivery of the event tries again.
 */
export async function sendReceiptOnce(
  db: Kysely<Database>,
  mailer: Mailer,
  log: FastifyBaseLogger,
  sessionId: string,
): Promise<'sent' | 'already-sent' | 'failed'> {
  if (!(await claimReceipt(db, sessionId))) return 'already-sent';
  const row = await receiptFacts(db, sessionId);
  const lang = row.lang ?? 'es';
  const product = await productOf(db, lang, sessionId, row);
  try {
    await mailer.send(
      receiptMail(lang, row.email, {
        username: row.username,
        product,
        amount: row.amount,
        vpoints: row.vpoints,
        paidAt: row.fulfilled_at ?? nowIso(),
        sessionId,
      }),
    );
    return 'sent';
  } catch (error) {
    log.error({ err: error, session: sessionId }, 'the receipt mail could not be sent');
    await releaseReceipt(db, sessionId);
    return 'failed';
  }
}
