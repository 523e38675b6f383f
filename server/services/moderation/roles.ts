import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forbidden } from '../../errors';
import type { Lang } from '../../messages';
import { isModerator, rememberLanguage } from '../../repositories/moderation/moderators';

/** 403 MODERATOR_ONLY unless the operator made the account a moderator (read at every call: a revoke acts at once). */
export async function assertModerator(db: Kysely<Database>, userId: number): Promise<void> {
  if (!(await isModerator(db, userId))) throw forbidden('MODERATOR_ONLY');
}

/** Keeps the language a player signed in with: their notice mails are written in it. */
export const rememberSignInLanguage = (db: Kysely<Database>, userId: number, lang: Lang) =>
  rememberLanguage(db, userId, lang);
