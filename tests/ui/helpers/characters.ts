import type { OwnedCharacterCard } from '@src/contract/characters';
import type { ShopCharacter } from '@src/api/characters';

/** A catalogue character as GET /characters/show answers it. */
export function shopCharacterOf(id: number, extra: Partial<ShopCharacter> = {}): ShopCharacter {
  return {
    characterid: id,
    name: `Personaje ${id}`,
    skin: 'surfer',
    rarity: 'common',
    health: 100,
    hunger: 100,
    thirst: 100,
    sanity: 100,
    pasiva: 'calm',
    passive: { id: 'calm', name: 'Calma', description: 'Nada le altera.' },
    price: 1000,
    description: `Descripción ${id}`,
    owned: false,
    ...extra,
  };
}

/** An owned character as GET /characters/user answers it (stats at its level). */
export function ownedCharacterOf(id: number, extra: Partial<OwnedCharacterCard> = {}): OwnedCharacterCard {
  const { owned: _owned, ...card } = shopCharacterOf(id);
  return { ...card, lvl: 1, num_cards: 0, cardsToNextLevel: 2, ...extra };
}
