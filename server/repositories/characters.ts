import type { Kysely, Selectable } from 'kysely';
import type { CharactersTable, Database } from '../db/schema';

type Db = Kysely<Database>;
export type CharacterRow = Selectable<CharactersTable>;

/** The whole catalogue, by id. */
export function listCharacters(db: Db): Promise<CharacterRow[]> {
  return db.selectFrom('characters').selectAll().orderBy('characterid').execute();
}

export function findCharacter(db: Db, characterId: number): Promise<CharacterRow | undefined> {
  return db.selectFrom('characters').selectAll().where('characterid', '=', characterId).executeTakeFirst();
}
