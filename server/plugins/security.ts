import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Third parties the game talks to from the browser: Google sign-in and Stripe Checkout, nothing else. */
const google = 'https://accounts.google.com';
const stripe = ['https://js.stripe.com', 'https://checkout.stripe.com'];

/**
 * Security headers with a strict Content-Security-Policy: no inline scripts, no eval, no foreign origins. Helmet itself,
 * set up once: @fastify/helmet set it up again on every request, parsing the policy each time (docs/performance.md).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", google, ...stripe],
        // React style attributes and the Google button's own styles need inline style attributes, not inline scripts.
        styleSrc: ["'self'", "'unsafe-inline'", google],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", google, ...stripe],
        frameSrc: [google, ...stripe],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...stripe],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Google's sign-in popup needs to talk back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
});
