import type { Insertable, Kysely } from 'kysely';
import { CHARACTERS, type CharacterDefinition } from '@src/core/catalogue/characters';
import type { CharactersTable, Database } from '../db/schema';
import { upsertCharacters } from '../repositories/built-in-content';
import type { Seeder } from './seed';

/** A catalogue entry as a `characters` row: Spanish in the base columns, English in the `_en` ones. */
export function characterRow(character: CharacterDefinition): Insertable<CharactersTable> {
  return {
    characterid: character.id,
    name: character.name.es,
    name_en: character.name.en,
    skin: character.skin,
    rarity: character.rarity,
    ...character.base,
    pasiva: character.passive.id,
    price: character.price,
    description: character.description.es,
    description_en: character.description.en,
  };
}

/**
 * Writes the built-in catalogue (src/core/catalogue/characters.ts) into `characters`, inserting new ids and overwriting the
 * existing ones, so a balance change in code reaches the database at the next start. Players' ownership is untouched.
 */
export async function upsertCharacterCatalogue(db: Kysely<Database>): Promise<void> {
  await upsertCharacters(db, CHARACTERS.map(characterRow));
}

export const seedCharacters: Seeder = (db) => upsertCharacterCatalogue(db.kysely);
