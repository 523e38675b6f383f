import type { FastifyPluginAsync } from 'fastify';
import { vpointsLabel } from '@src/core/catalogue/vpoint-packs';
import { notFound } from '../../errors';
import { customSkinProductName } from '../../services/economy/payments/custom-skin-checkout';
import type { SandboxCharge, StripeSandbox } from '../../services/economy/payments/stripe-sandbox';
import { deliverSandboxEvent } from './sandbox-delivery';
import { sandboxPageResponses, sandboxRedirectResponses } from './sandbox-responses';

/** What the test page says is being bought, per kind of checkout. */
function productLabel({ kind, rarity, vpoints }: Record<string, string | undefined>): string {
  if (kind === 'vacation_express') return 'Vacation express';
  if (kind === 'custom_skin') return customSkinProductName(rarity ?? '');
  return vpointsLabel(Number(vpoints ?? 0));
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const euros = (cents: number) => (cents / 100).toLocaleString('es-ES', { style: 'currency', currency: 'EUR' });

function page(id: string, amount: number, what: string, charge: SandboxCharge | undefined): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST · Pago de prueba / Test payment</title>
<style>
body{font-family:system-ui,sans-serif;background:#fff7e6;color:#2b2118;display:grid;place-items:center;min-height:100vh;margin:0}
main{box-sizing:border-box;background:#fff;border:4px dashed #d9480f;border-radius:16px;padding:24px;max-width:420px;width:calc(100% - 48px)}
.badge{display:inline-block;background:#d9480f;color:#fff;font-weight:800;letter-spacing:.1em;padding:4px 10px;border-radius:6px}
h1{font-size:1.4rem;margin:.6em 0 .2em}.price{font-size:2rem;font-weight:800;margin:.3em 0}
p{line-height:1.4}form{display:inline}button{font:inherit;font-weight:700;padding:12px 18px;border-radius:10px;border:0;margin:6px 6px 0 0;cursor:pointer}
.pay{background:#2f9e44;color:#fff}.cancel{background:#e9ecef;color:#2b2118}small{color:#6c5b4b}
</style></head><body><main>
<span class="badge">TEST</span>
<h1>Pago de prueba · Test payment</h1>
<p>${escape(what)}</p>
<p class="price">${escape(euros(amount))}</p>
<p>Este es el pago de prueba local: no se cobra nada. · This is the local test checkout: no money is charged.</p>
${charge ? reversalForms(id, charge) : payForms(id)}
<p><small>Sesión · Session ${escape(id)}</small></p>
</main></body></html>`;
}

const payForms = (id: string) =>
  `<form method="post" action="/sandbox/checkout/${escape(id)}/pay"><button class="pay" type="submit">Pagar (prueba) · Pay (test)</button></form>
<form method="post" action="/sandbox/checkout/${escape(id)}/cancel"><button class="cancel" type="submit">Cancelar · Cancel</button></form>`;

/** Once paid, the page can refund (all or part, in cents) or dispute the charge, as Stripe's dashboard would. */
const reversalForms = (id: string, charge: SandboxCharge) =>
  `<p><strong>Pagado · Paid</strong> · ${escape(euros(charge.amount_refunded))} devuelto · refunded</p>
<form method="post" action="/sandbox/checkout/${escape(id)}/refund"><label>Céntimos · Cents <input name="amount" inputmode="numeric" size="6"></label>
<button class="cancel" type="submit">Devolver (prueba) · Refund (test)</button></form>
<form method="post" action="/sandbox/checkout/${escape(id)}/dispute"><button class="cancel" type="submit">Disputar (prueba) · Dispute (test)</button></form>`;

/**
 * The sandbox's checkout page (only without Stripe keys): clearly marked TEST, it pays or cancels a session. Paying
 * delivers the signed `checkout.session.completed` event to /api/webhook, the route Stripe calls, so the credit goes
 * through the same fulfilment code as a real payment; then the browser goes to the session's success URL.
 */
export const sandboxPageRoutes: FastifyPluginAsync<{ sandbox: StripeSandbox }> = async (app, { sandbox }) => {
  // The page's buttons post empty forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
  );
  const policy =
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

  const page200 = { schema: { response: sandboxPageResponses } };
  const redirect = { schema: { response: sandboxRedirectResponses } };

  app.get<{ Params: { id: string } }>('/sandbox/checkout/:id', page200, async (request, reply) => {
    const session = sandbox.session(request.params.id);
    if (!session) throw notFound('SANDBOX_SESSION_UNKNOWN');
    const what = productLabel(session.metadata);
    return reply
      .header('content-security-policy', policy)
      .type('text/html')
      .send(page(session.id, session.amount_total, what, sandbox.charge(session.id)));
  });

  app.post<{ Params: { id: string } }>('/sandbox/checkout/:id/pay', redirect, async (request, reply) => {
    const session = sandbox.pay(request.params.id);
    if (!session) throw notFound('SANDBOX_SESSION_UNKNOWN');
    await deliverSandboxEvent(app, sandbox, sandbox.event('checkout.session.completed', session));
    return reply.redirect(session.success_url, 303);
  });

  app.post<{ Params: { id: string } }>('/sandbox/checkout/:id/cancel', redirect, async (request, reply) => {
    const session = sandbox.session(request.params.id);
    if (!session) throw notFound('SANDBOX_SESSION_UNKNOWN');
    return reply.redirect(session.cancel_url, 303);
  });
};
