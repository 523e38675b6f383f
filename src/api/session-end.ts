/**
 * Why the server stopped accepting a session. It answers the same TOKEN_INVALID for every bad token (expired, older
 * than the last password change, forged), so the client reads the one thing it can: the token's own expiry. A token
 * that has run out expired; one still within its lifetime was ended by the server, which happens when the password is
 * changed elsewhere (the server bumps the account's token version; deleting the account is done in this browser and
 * logs out on its own).
 */
export type SessionEndReason = 'expired' | 'passwordChanged';

/** The `exp` claim (seconds) of a JWT, read without checking the signature: only the server's answer is trusted. */
function expiryOf(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { exp } = JSON.parse(json) as { exp?: unknown };
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

/** The reason for a rejected `token`; one we cannot read is called expired, the plainest thing to tell the player. */
export function sessionEndReason(token: string | null | undefined, now = Date.now()): SessionEndReason {
  const expiry = token ? expiryOf(token) : undefined;
  return expiry !== undefined && expiry * 1000 > now ? 'passwordChanged' : 'expired';
}

/** The router state /login receives when the server ended the session, so it can say why. */
export interface SessionEndedState {
  sessionEnded: SessionEndReason;
}

/** The reason carried in a location's state, if any (state is whatever history holds, so it is checked). */
export function sessionEndedIn(state: unknown): SessionEndReason | undefined {
  const reason = (state as Partial<SessionEndedState> | null)?.sessionEnded;
  return reason === 'expired' || reason === 'passwordChanged' ? reason : undefined;
}

/** Where the player goes when the session has ended; the router replaces this with a client-side navigation. */
let goToLogin: (reason: SessionEndReason) => void = () => window.location.assign('/login');

export function setSessionExpiredHandler(handler: (reason: SessionEndReason) => void): void {
  goToLogin = handler;
}

/** Sends the player to /login, saying why (the API client calls it when the server rejects the token). */
export function endSession(reason: SessionEndReason): void {
  goToLogin(reason);
}
