import type { Kysely } from 'kysely';
import { STARTER_CHARACTER_ID } from '@src/core/catalogue/characters';
import type { Database } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { CharacterRow } from '../../repositories/characters';
import { findOwnedCharacter } from '../../repositories/user-characters';
import type { CatalogueMemory } from '../characters/catalogue-view';

export interface PlayableCharacter {
  readonly row: CharacterRow;
  readonly level: number;
}

/**
 * The character a player may start a run with, at their level for it. Visitors own nothing and always play the
 * starter at level 1; a signed-in player plays only a character they own (403 when it exists but is not theirs).
 */
export async function playableCharacter(
  db: Kysely<Database>,
  catalogue: CatalogueMemory,
  userId: number | undefined,
  characterId: number,
): Promise<PlayableCharacter> {
  if (userId === undefined) {
    const starter = await catalogue.find(STARTER_CHARACTER_ID);
    if (!starter) throw new Error('the starter character is missing from the catalogue');
    return { row: starter, level: 1 };
  }
  const owned = await findOwnedCharacter(db, userId, characterId);
  if (owned) return { row: owned, level: owned.lvl };
  if (await catalogue.find(characterId)) throw forbidden('CHARACTER_NOT_OWNED');
  throw notFound('CHARACTER_NOT_FOUND');
}
