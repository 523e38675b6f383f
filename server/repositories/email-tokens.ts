import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

type Db = Kysely<Database>;

export function insertEmailToken(
  db: Db,
  row: { userId: number; tokenHash: string; expiresAt: string },
): Promise<unknown> {
  return db
    .insertInto('email_tokens')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      purpose: 'verify',
      expires_at: row.expiresAt,
      created_at: nowIso(),
    })
    .execute();
}

export function findEmailToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('email_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', 'verify')
    .executeTakeFirst();
}

/** Marks one token used if nobody used it first; true when this call consumed it. */
export async function consumeEmailToken(db: Db, tokenId: number): Promise<boolean> {
  const result = await db
    .updateTable('email_tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Retires the user's other open links once the account is verified: they would have nothing left to do. */
export async function retireEmailTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
