import type { Kysely } from 'kysely';
import type { LevelUpCharacterResponse } from '@src/contract/characters';
import { cardsToNextLevel, levelUpWithCards } from '@src/core/character-progress';
import type { Database } from '../../db/schema';
import { transact } from '../../db/concurrency';
import { conflict, forbidden, notFound } from '../../errors';
import type { Lang } from '../../messages';
import { findCharacter } from '../../repositories/characters';
import { findOwnedCharacter, setLevelIfUnchanged } from '../../repositories/user-characters';
import { characterCard } from '../characters/character-view';

/**
 * Spends level × 2 cards for one level (spec 9). The update is conditional on the level and cards just read, so two
 * level-ups at once cannot both spend the same cards: the loser is answered CONCURRENT_CHANGE and changes nothing.
 */
export async function levelUpCharacter(
  db: Kysely<Database>,
  userId: number,
  characterId: number,
  lang: Lang,
): Promise<LevelUpCharacterResponse> {
  return transact(db, async (trx) => {
    const owned = await findOwnedCharacter(trx, userId, characterId);
    if (!owned) {
      if (await findCharacter(trx, characterId)) throw forbidden('CHARACTER_NOT_OWNED');
      throw notFound('CHARACTER_NOT_FOUND');
    }
    const next = levelUpWithCards(owned.lvl, owned.num_cards);
    if (!next) throw conflict('NOT_ENOUGH_CARDS');
    const changed = await setLevelIfUnchanged(trx, userId, characterId, owned, {
      lvl: next.level,
      num_cards: next.cards,
    });
    if (!changed) throw conflict('CONCURRENT_CHANGE');
    const before = characterCard(owned, lang, owned.lvl);
    return {
      character: {
        ...characterCard(owned, lang, next.level),
        lvl: next.level,
        num_cards: next.cards,
        cardsToNextLevel: cardsToNextLevel(next.level),
      },
      previous: { health: before.health, hunger: before.hunger, thirst: before.thirst, sanity: before.sanity },
    };
  });
}
