/**
 * The price of a custom skin (spec 9): 1 € for the first of a rarity, then twice the last purchase of that rarity, so
 * it doubles with each purchase. Prices are in euro cents, the `amount` the client sends (price × 100).
 */
export const FIRST_CUSTOM_SKIN_PRICE = 100;

/**
 * Above this a rarity is sold out: Stripe Checkout refuses amounts over 999,999.99 €, which the doubling reaches after
 * twenty purchases of one rarity.
 */
export const CUSTOM_SKIN_PRICE_MAX = 99_999_999;

/** The price of the next purchase, given the last (highest) paid one of the rarity, or none. */
export const nextCustomSkinPrice = (lastPaid: number | null): number =>
  lastPaid === null ? FIRST_CUSTOM_SKIN_PRICE : lastPaid * 2;

/** True for the amounts the doubling can ever ask for (1 €, 2 €, 4 €, …): anything else is not a price at all. */
export function isCustomSkinPrice(amount: number): boolean {
  if (!Number.isSafeInteger(amount) || amount < FIRST_CUSTOM_SKIN_PRICE || amount > CUSTOM_SKIN_PRICE_MAX) return false;
  const steps = amount / FIRST_CUSTOM_SKIN_PRICE;
  return Number.isInteger(steps) && (steps & (steps - 1)) === 0;
}
