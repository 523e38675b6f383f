import { characterById } from './catalogue/characters';

/**
 * 'Vacation express' (spec 9: 10 €): a starter bundle, once per account. 15.000 VPoints (more than the 10 € pack's
 * 14.000) and the Lifeguard, a rare character (5.000 VPoints in the shop); a player who owns her already gets a card.
 * The server takes the price, the VPoints and the character from here, never from the request.
 */
export const VACATION_EXPRESS = {
  /** Price in euro cents. */
  amount: 1_000,
  euros: 10,
  vpoints: 15_000,
  /** The Lifeguard (src/core/catalogue/characters.ts). */
  characterId: 5,
} as const;

/**
 * What a refund or dispute of the bundle takes back, in VPoints: its VPoints and the character's shop price, so a
 * reversed bundle leaves nothing behind for free (the character stays; its value is taken from the balance or owed).
 */
export const vacationExpressValue = (): number =>
  VACATION_EXPRESS.vpoints + (characterById(VACATION_EXPRESS.characterId)?.price ?? 0);
