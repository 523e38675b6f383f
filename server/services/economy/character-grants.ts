import type { Transaction } from 'kysely';
import { grantOf } from '@src/core/character-progress';
import type { Database } from '../../db/schema';
import { addCards, insertOwnedCharacterIfNew } from '../../repositories/user-characters';

/**
 * Hands a character to a player (a gacha roll, a spark): a new character, or cards when they own it already. The
 * insert yields to an existing row, so two grants at once of the same character give one character and one card.
 */
export async function grantCharacter(
  trx: Transaction<Database>,
  userId: number,
  characterId: number,
): Promise<{ outcome: 'new' | 'card'; numCards: number }> {
  const newCards = await insertOwnedCharacterIfNew(trx, userId, characterId);
  const grant = grantOf(newCards === undefined);
  if (grant.kind === 'new') return { outcome: 'new', numCards: newCards! };
  return { outcome: 'card', numCards: await addCards(trx, userId, characterId, grant.cards) };
}
