import type { TestContext } from './app';
import type { Player } from './payments';

/** POST /api/purchases/rarity: the public ranking of a rarity. */
export const ranking = (ctx: TestContext, rarity: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/purchases/rarity', payload: { rarity } });
/** GET /api/custom-skins as `who` (a visitor when null), for `username`'s purchases or the caller's own. */
export const skins = (ctx: TestContext, who: Player | null, username?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/custom-skins${username ? `?username=${username}` : ''}`,
    headers: who?.headers ?? {},
  });
/** The current price of a rarity, as `who` sees it (`held` when another player's checkout holds it). */
export async function priceOf(ctx: TestContext, rarity: string, who: Player | null = null) {
  const prices = (await skins(ctx, who)).json().prices as Array<{ rarity: string; amount: number; held: boolean }>;
  return prices.find((price) => price.rarity === rarity)!;
}
