/**
 * Leaves the app for the Checkout page the server opened: Stripe's hosted page, or the local TEST page of the sandbox.
 * The session's `url` is all either needs, so there is no `@stripe/stripe-js` here: its `redirectToCheckout` (the
 * only reason to load Stripe.js with a publishable key) is gone from the version we install (10.x), and Stripe's own
 * guide now sends the browser to `session.url`. Kept in its own module so the screen tests can watch where it goes.
 */
export function goToCheckout(url: string): void {
  window.location.assign(url);
}
