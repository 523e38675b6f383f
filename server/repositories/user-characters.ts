import type { Kysely, Selectable } from 'kysely';
import { compiledOnce } from '../db/compiled-once';
import type { CharactersTable, Database } from '../db/schema';

type Db = Kysely<Database>;

/** A catalogue row together with the owner's card level. */
export type OwnedCharacter = Selectable<CharactersTable> & { lvl: number; num_cards: number };

/** Named rather than `characters.*`: a prepared statement's columns must not change under it (db/prepared-statements.ts). */
const CHARACTER_COLUMNS = [
  'characters.characterid',
  'characters.name',
  'characters.name_en',
  'characters.skin',
  'characters.rarity',
  'characters.health',
  'characters.hunger',
  'characters.thirst',
  'characters.sanity',
  'characters.pasiva',
  'characters.price',
  'characters.description',
  'characters.description_en',
] as const satisfies readonly `characters.${keyof CharactersTable}`[];

function ownedCharacters(db: Db, userId: number) {
  return db
    .selectFrom('user_characters')
    .innerJoin('characters', 'characters.characterid', 'user_characters.characterid')
    .select([...CHARACTER_COLUMNS, 'user_characters.lvl', 'user_characters.num_cards'])
    .where('user_characters.user_id', '=', userId);
}

// The shop, the closet and every signed-in run start read them (compiled once: db/compiled-once.ts).
const selectOwned = compiledOnce((db, userId: number) => ownedCharacters(db, userId).orderBy('characters.characterid'));
const selectOwnedOne = compiledOnce((db, userId: number, characterId: number) =>
  ownedCharacters(db, userId).where('characters.characterid', '=', characterId),
);

/** Every character the user owns, by id. */
export async function listOwnedCharacters(db: Db, userId: number): Promise<OwnedCharacter[]> {
  return (await selectOwned(db, userId)).rows;
}

/** One owned character, or undefined when the user does not own it. */
export async function findOwnedCharacter(
  db: Db,
  userId: number,
  characterId: number,
): Promise<OwnedCharacter | undefined> {
  return (await selectOwnedOne(db, userId, characterId)).rows[0];
}

// What every roll grants: compiled once (prepared on PostgreSQL: db/compiled-once.ts).
const insertIfNew = compiledOnce((db, userId: number, characterId: number) =>
  db
    .insertInto('user_characters')
    .values({ user_id: userId, characterid: characterId })
    .onConflict((oc) => oc.columns(['user_id', 'characterid']).doNothing())
    .returning('num_cards'),
);
const addCardsRow = compiledOnce((db, userId: number, characterId: number, cards: number) =>
  db
    .updateTable('user_characters')
    .set((eb) => ({ num_cards: eb('num_cards', '+', cards) }))
    .where('user_id', '=', userId)
    .where('characterid', '=', characterId)
    .returning('num_cards'),
);

/** Gives the user the character at level 1 unless they own it: its cards, or undefined when they owned it already. */
export async function insertOwnedCharacterIfNew(
  db: Db,
  userId: number,
  characterId: number,
): Promise<number | undefined> {
  return (await insertIfNew(db, userId, characterId)).rows[0]?.num_cards;
}

/** Gives the user the character; a unique violation when they own it already. */
export async function insertOwnedCharacter(db: Db, userId: number, characterId: number): Promise<void> {
  await db.insertInto('user_characters').values({ user_id: userId, characterid: characterId }).execute();
}

/** Adds cards to an owned character: its cards now. */
export async function addCards(db: Db, userId: number, characterId: number, cards: number): Promise<number> {
  const [row] = (await addCardsRow(db, userId, characterId, cards)).rows;
  if (!row) throw new Error(`addCards: user ${userId} does not own character ${characterId}`);
  return row.num_cards;
}

/**
 * Moves an owned character to `next` only if its level and cards are still `from`: true when this call changed it
 * (two level-ups at once cannot both spend the same cards).
 */
export async function setLevelIfUnchanged(
  db: Db,
  userId: number,
  characterId: number,
  from: { lvl: number; num_cards: number },
  next: { lvl: number; num_cards: number },
): Promise<boolean> {
  const updated = await db
    .updateTable('user_characters')
    .set(next)
    .where('user_id', '=', userId)
    .where('characterid', '=', characterId)
    .where('lvl', '=', from.lvl)
    .where('num_cards', '=', from.num_cards)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}
