import type { Transaction } from 'kysely';
import { grantOf } from '@src/core/character-progress';
import type { Database } from '../../db/schema';

/**
 * Hands a character to a player (a gacha roll, a spark): a new character, or cards when they own it already. The
 * insert yields to an existing row, so two grants at once of the same character give one character and one card.
 */
export async function grantCharacter(
  trx: Transaction<Database>,
  userId: number,
  characterId: number,
): Promise<{ outcome: 'new' | 'card'; numCards: number }> {
  const inserted = await trx
    .insertInto('user_characters')
    .values({ user_id: userId, characterid: characterId })
    .onConflict((oc) => oc.columns(['user_id', 'characterid']).doNothing())
    .returning('num_cards')
    .executeTakeFirst();
  const grant = grantOf(inserted === undefined);
  if (grant.kind === 'new') return { outcome: 'new', numCards: inserted!.num_cards };
  const row = await trx
    .updateTable('user_characters')
    .set((eb) => ({ num_cards: eb('num_cards', '+', grant.cards) }))
    .where('user_id', '=', userId)
    .where('characterid', '=', characterId)
    .returning('num_cards')
    .executeTakeFirstOrThrow();
  return { outcome: 'card', numCards: row.num_cards };
}
