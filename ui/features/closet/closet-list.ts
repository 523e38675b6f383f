import { getOwnedCharacters, getShopCharacters } from '@src/api/characters';
import type { OwnedCharacterCard } from '@src/contract/characters';
import { compareRarity, isRarity, RARITIES } from '@src/core/rarity';
import type { Stats } from '@src/core/stats';

/** An owned character and its base stats (level 1), from which the closet previews the next level. */
export interface ClosetCharacter extends OwnedCharacterCard {
  base: Stats | null;
}

/** The player's characters, with the catalogue's base stats beside each (both lists are the server's). */
export async function loadCloset(): Promise<ClosetCharacter[]> {
  const [owned, catalogue] = await Promise.all([getOwnedCharacters(), getShopCharacters()]);
  const bases = new Map(
    catalogue.map(({ characterid, health, hunger, thirst, sanity }) => [
      characterid,
      { health, hunger, thirst, sanity },
    ]),
  );
  return owned.map((character) => ({ ...character, base: bases.get(character.characterid) ?? null }));
}

export type RarityOrder = 'ascending' | 'descending';

/** Accents and case do not matter when searching by name ("aviadora" finds "Aviadora"). */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

const rank = (rarity: string) => (isRarity(rarity) ? rarity : RARITIES[RARITIES.length - 1]);

/** The characters whose name contains the search, by rarity in spec 9's order (common 1 … exclusive 7). */
export function arrangeCloset(
  characters: readonly ClosetCharacter[],
  search: string,
  order: RarityOrder,
): ClosetCharacter[] {
  const wanted = folded(search.trim());
  const direction = order === 'ascending' ? 1 : -1;
  return characters
    .filter((character) => folded(character.name).includes(wanted))
    .sort((a, b) => direction * compareRarity(rank(a.rarity), rank(b.rarity)));
}
