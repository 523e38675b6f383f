/** Character levels grow with duplicate cards (spec 9): going up from level L spends L × 2 cards. */

export const cardsToNextLevel = (level: number): number => Math.max(1, Math.floor(level)) * 2;

/** One level up if the cards allow it: the new level and the cards left, or null when there are not enough. */
export function levelUpWithCards(level: number, cards: number): { level: number; cards: number } | null {
  const cost = cardsToNextLevel(level);
  if (cards < cost) return null;
  return { level: Math.max(1, Math.floor(level)) + 1, cards: cards - cost };
}

/** A character handed out again (by the gacha) becomes this many cards of it instead of a second copy. */
export const CARDS_PER_DUPLICATE = 1;

/** What a handed-out character becomes: a new character, or cards when the player already owns it. */
export const grantOf = (alreadyOwned: boolean): { kind: 'new' } | { kind: 'card'; cards: number } =>
  alreadyOwned ? { kind: 'card', cards: CARDS_PER_DUPLICATE } : { kind: 'new' };
