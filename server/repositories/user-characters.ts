import type { Kysely, Selectable } from 'kysely';
import type { CharactersTable, Database } from '../db/schema';

type Db = Kysely<Database>;

/** A catalogue row together with the owner's card level. */
export type OwnedCharacter = Selectable<CharactersTable> & { lvl: number; num_cards: number };

function ownedCharacters(db: Db, userId: number) {
  return db
    .selectFrom('user_characters')
    .innerJoin('characters', 'characters.characterid', 'user_characters.characterid')
    .selectAll('characters')
    .select(['user_characters.lvl', 'user_characters.num_cards'])
    .where('user_characters.user_id', '=', userId);
}

/** Every character the user owns, by id. */
export function listOwnedCharacters(db: Db, userId: number): Promise<OwnedCharacter[]> {
  return ownedCharacters(db, userId).orderBy('characters.characterid').execute();
}

/** One owned character, or undefined when the user does not own it. */
export function findOwnedCharacter(db: Db, userId: number, characterId: number): Promise<OwnedCharacter | undefined> {
  return ownedCharacters(db, userId).where('characters.characterid', '=', characterId).executeTakeFirst();
}
