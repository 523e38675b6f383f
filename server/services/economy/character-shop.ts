import type { Kysely } from 'kysely';
import type { ShopPurchaseResponse } from '@src/contract/characters';
import type { Database } from '../../db/schema';
import { transact } from '../../db/concurrency';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, notFound } from '../../errors';
import { messageFor, type Lang } from '../../messages';
import { findCharacter } from '../../repositories/characters';
import { insertOwnedCharacter } from '../../repositories/user-characters';
import { debit } from './wallet';

/**
 * Buys a character at the catalogue's price (never the client's): the new ownership row and the wallet's debit commit
 * together. Owning it already, an unknown character and a balance too low are refused and change nothing; five
 * purchases at once meet the ownership key and the conditional debit, so they never charge twice.
 */
export async function buyCharacter(
  db: Kysely<Database>,
  userId: number,
  characterId: number,
  lang: Lang,
): Promise<ShopPurchaseResponse> {
  return transact(db, async (trx) => {
    const character = await findCharacter(trx, characterId);
    if (!character) throw notFound('CHARACTER_NOT_FOUND');
    if (character.price <= 0) throw conflict('CHARACTER_NOT_FOR_SALE');
    try {
      await insertOwnedCharacter(trx, userId, characterId);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('CHARACTER_ALREADY_OWNED');
      throw error;
    }
    const vpoints = await debit(trx, {
      userId,
      amount: character.price,
      reason: 'shop',
      reference: `${userId}:${characterId}`,
      onDuplicate: 'CHARACTER_ALREADY_OWNED',
    });
    return {
      message: messageFor('CHARACTER_PURCHASED', lang).replace('{id}', String(characterId)),
      characterId,
      price: character.price,
      vpoints,
    };
  });
}
