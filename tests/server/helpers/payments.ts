import Stripe from 'stripe';
import { expect } from 'vitest';
import type { signedInPlayer } from './accounts';
import type { TestContext } from './app';

export type Player = Awaited<ReturnType<typeof signedInPlayer>>;

/** GET /api/checkout-session/{id} as `who`: what /success reads. */
export const checkoutStatus = (ctx: TestContext, who: Player, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/checkout-session/${id}`, headers: who.headers });

export const balanceOf = async (ctx: TestContext, who: Player): Promise<number> => (await walletOf(ctx, who)).vpoints;

/** A Checkout event for `session`, signed as Stripe signs them (by default with the server's own secret). */
export function signedEvent(
  ctx: TestContext,
  session: Record<string, unknown>,
  {
    type = 'checkout.session.completed',
    secret = ctx.app.payments.webhookSecret,
    timestamp = undefined as number | undefined,
  } = {},
) {
  const payload = JSON.stringify({ id: `evt_test_${Math.random()}`, object: 'event', type, data: { object: session } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  return { payload, signature };
}

/** Delivers an event to the webhook as Stripe does (unsigned when `signature` is missing). */
export const deliver = (ctx: TestContext, { payload, signature }: { payload: string; signature?: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

/** POST /api/create-checkout-session for a pack, in the player's language (`es` unless told). */
export const checkoutPack = (ctx: TestContext, who: Player, amount: number, lang = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session',
    headers: { ...who.headers, 'accept-language': lang },
    payload: { amount },
  });

export const checkoutExpress = (ctx: TestContext, who: Player) =>
  ctx.app.inject({ method: 'POST', url: '/api/create-checkout-session-express', headers: who.headers });

/** PUT /api/spending-limit as `who`: the monthly limit in euros (anything, to test refusals), or null for none. */
export const setLimit = (ctx: TestContext, who: Player, monthlyLimit: unknown) =>
  ctx.app.inject({ method: 'PUT', url: '/api/spending-limit', headers: who.headers, payload: { monthlyLimit } });

/** Pays a session on the sandbox's TEST page, which delivers the signed completion event to the webhook. */
export async function payOnSandbox(ctx: TestContext, sessionId: string) {
  const paid = await ctx.app.inject({ method: 'POST', url: `/sandbox/checkout/${sessionId}/pay` });
  expect(paid.statusCode, paid.body).toBe(303);
  return paid;
}

/** POST /api/create-checkout-session-customskin as `who` (a visitor when null), in the player's language. */
export const checkoutCustomSkin = (ctx: TestContext, who: Player | null, body: Record<string, unknown>, lang = 'es') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/create-checkout-session-customskin',
    headers: { ...who?.headers, 'accept-language': lang },
    payload: body,
  });

/** Buys a pack through the sandbox page; answers the session id. */
export async function buyPack(ctx: TestContext, who: Player, amount: number, lang = 'es'): Promise<string> {
  const created = await checkoutPack(ctx, who, amount, lang);
  expect(created.statusCode, created.body).toBe(200);
  const { id } = created.json();
  await payOnSandbox(ctx, id);
  return id;
}

/** Refunds a sandbox purchase (all that is left, or `cents`) through its TEST page: `charge.refunded` is delivered. */
export const refundOnSandbox = (ctx: TestContext, sessionId: string, cents?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/sandbox/checkout/${sessionId}/refund`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: cents === undefined ? '' : `amount=${cents}`,
  });

export const disputeOnSandbox = (ctx: TestContext, sessionId: string) =>
  ctx.app.inject({ method: 'POST', url: `/sandbox/checkout/${sessionId}/dispute` });

/** An event signed with the server's webhook secret, delivered to /api/webhook as Stripe would. */
export const deliverEvent = (ctx: TestContext, type: string, object: object) =>
  deliver(ctx, signedEvent(ctx, object as Record<string, unknown>, { type }));

/** The player's balance and debt, read from the database. */
export async function walletOf(ctx: TestContext, who: Player): Promise<{ vpoints: number; debt: number; id: number }> {
  const row = await ctx.app.db.kysely
    .selectFrom('users')
    .select(['id', 'vpoints', 'vpoints_debt'])
    .where('username', '=', who.username)
    .executeTakeFirstOrThrow();
  return { id: row.id, vpoints: row.vpoints, debt: row.vpoints_debt };
}

export const spendingOf = async (ctx: TestContext, who: Player) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/spending', headers: who.headers })).json();
