import type { Insertable, Kysely } from 'kysely';
import { CHARACTERS, type CharacterDefinition } from '@src/core/catalogue/characters';
import type { CharactersTable, Database } from '../db/schema';
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
  await db
    .insertInto('characters')
    .values(CHARACTERS.map(characterRow))
    .onConflict((oc) =>
      oc.column('characterid').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        name_en: eb.ref('excluded.name_en'),
        skin: eb.ref('excluded.skin'),
        rarity: eb.ref('excluded.rarity'),
        health: eb.ref('excluded.health'),
        hunger: eb.ref('excluded.hunger'),
        thirst: eb.ref('excluded.thirst'),
        sanity: eb.ref('excluded.sanity'),
        pasiva: eb.ref('excluded.pasiva'),
        price: eb.ref('excluded.price'),
        description: eb.ref('excluded.description'),
        description_en: eb.ref('excluded.description_en'),
      })),
    )
    .execute();
}

export const seedCharacters: Seeder = (db) => upsertCharacterCatalogue(db.kysely);
