import { z } from 'zod';

/**
 * Character calls of spec section 7 (GET /characters/show and /characters/user; the shop, gacha and card level-up
 * come later). Names, descriptions and passive texts arrive in the language of the request's Accept-Language.
 */

/** Ids are stored as 32-bit integers: larger numbers can only be wrong, and are refused before reaching the database. */
export const ID_MAX = 2_147_483_647;
export const entityId = z.number().int().min(1).max(ID_MAX);

export const statBlock = z.object({
  health: z.number().int(),
  hunger: z.number().int(),
  thirst: z.number().int(),
  sanity: z.number().int(),
});
export type StatBlock = z.infer<typeof statBlock>;

/** A character's passive ability, for the portrait popup, the shop and the closet. */
export const passiveInfo = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type PassiveInfo = z.infer<typeof passiveInfo>;

/** One character with its stats (base stats in the shop, stats at the owner's level in the closet). */
export const characterCard = statBlock.extend({
  characterid: z.number().int(),
  name: z.string(),
  skin: z.string(),
  rarity: z.string(),
  /** The passive's id (spec 3: pasiva), null for a character without one. */
  pasiva: z.string().nullable(),
  passive: passiveInfo.nullable(),
  price: z.number().int(),
  description: z.string(),
});
export type CharacterCard = z.infer<typeof characterCard>;

/** GET /characters/show: the whole catalogue; `owned` tells a signed-in player what they already have. */
export const characterShowResponse = z.object({
  characters: z.array(characterCard.extend({ owned: z.boolean() })),
});
export type CharacterShowResponse = z.infer<typeof characterShowResponse>;

/** An owned character: stats at its level, cards held and the cards the next level costs (spec 9: level × 2). */
export const ownedCharacterCard = characterCard.extend({
  lvl: z.number().int(),
  num_cards: z.number().int(),
  cardsToNextLevel: z.number().int(),
});
export type OwnedCharacterCard = z.infer<typeof ownedCharacterCard>;

/** GET /characters/user: the signed-in player's characters. */
export const userCharactersResponse = z.object({ characters: z.array(ownedCharacterCard) });
export type UserCharactersResponse = z.infer<typeof userCharactersResponse>;

/** POST /characters/shop and /characters/level_up name one character. */
export const characterIdBody = z.strictObject({ characterId: entityId });
export type CharacterIdBody = z.infer<typeof characterIdBody>;

/** POST /characters/shop: the spec's success text, what it cost and the balance left. */
export const shopPurchaseResponse = z.object({
  message: z.string(),
  characterId: z.number().int(),
  price: z.number().int(),
  vpoints: z.number().int(),
});
export type ShopPurchaseResponse = z.infer<typeof shopPurchaseResponse>;

/** POST /characters/level_up: the character after the level-up, and its stats before it (for "before → after"). */
export const levelUpCharacterResponse = z.object({
  character: ownedCharacterCard,
  previous: statBlock,
});
export type LevelUpCharacterResponse = z.infer<typeof levelUpCharacterResponse>;
