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
