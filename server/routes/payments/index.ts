import type { FastifyPluginAsync } from 'fastify';
import { checkoutRoutes } from './checkout';
import { customSkinRoutes } from './custom-skins';
import { spendingRoutes } from './spending';
import { sandboxPageRoutes } from './sandbox-page';
import { sandboxReversalRoutes } from './sandbox-reversals';
import { webhookRoutes } from './webhook';

/** The payment calls of spec section 7, Stripe's webhook, and the sandbox's checkout page when there are no keys. */
export const paymentRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  await app.register(checkoutRoutes, { publicUrl });
  await app.register(customSkinRoutes, { publicUrl });
  await app.register(spendingRoutes, { publicUrl });
  await app.register(webhookRoutes);
  const { sandbox } = app.payments;
  if (sandbox) {
    await app.register(sandboxPageRoutes, { sandbox });
    await app.register(sandboxReversalRoutes, { sandbox });
  }
};
