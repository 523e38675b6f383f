import type {
  CharacterShowResponse,
  LevelUpCharacterResponse,
  OwnedCharacterCard,
  ShopPurchaseResponse,
  UserCharactersResponse,
} from '@src/contract/characters';
import { http } from './http';

/** Character calls of spec section 7: the catalogue, the player's characters, buying one and levelling one up. */
export type ShopCharacter = CharacterShowResponse['characters'][number];

export async function getShopCharacters(): Promise<ShopCharacter[]> {
  return (await http.get<CharacterShowResponse>('/characters/show')).data.characters;
}

export async function getOwnedCharacters(): Promise<OwnedCharacterCard[]> {
  return (await http.get<UserCharactersResponse>('/characters/user')).data.characters;
}

export async function buyCharacter(characterId: number): Promise<ShopPurchaseResponse> {
  return (await http.post<ShopPurchaseResponse>('/characters/shop', { characterId })).data;
}

export async function levelUpCharacter(characterId: number): Promise<LevelUpCharacterResponse> {
  return (await http.post<LevelUpCharacterResponse>('/characters/level_up', { characterId })).data;
}

/** A character's portrait in its calm state (spec 7: /assets/{skin}/…; the game adds a suffix per state). */
export const characterPortraitUrl = (skin: string): string => `/assets/${skin}/${skin}.webp`;
