import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Grants (`on`) or revokes the moderator role of the account named `username` (any case). Only the operator's command
 * calls this (scripts/ops/moderator.ts): no API route changes the role. Answers whether the account exists.
 */
export async function setModerator(db: Db, username: string, on: boolean): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ moderator: on ? 1 : 0 })
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the account is a moderator now: read on every moderation call, so a revoke takes effect at once. */
export async function isModerator(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('moderator').where('id', '=', userId).executeTakeFirst();
  return row?.moderator === 1;
}

/**
 * Keeps the language a player signs in with (from the request's Accept-Language), for the mails of their moderation
 * notices; written only when it changed.
 */
export async function rememberLanguage(db: Db, userId: number, lang: 'es' | 'en'): Promise<void> {
  await db
    .updateTable('users')
    .set({ lang })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('lang', 'is', null), eb('lang', '!=', lang)]))
    .execute();
}

/** What a notice mail needs of its recipient. */
export function noticeRecipient(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'username', 'lang']).where('id', '=', userId).executeTakeFirst();
}
