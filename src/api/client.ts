import axios, { isAxiosError } from 'axios';
import i18n from '@src/i18n';
import { sessionStore } from '@src/state/session';
import { sessionEndReason, type SessionEndReason } from './session-end';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls the spec marks as sent without a token (sign-in, sign-up, public files). */
    anonymous?: boolean;
  }
}

/** The one HTTP client of the app: same origin as the page, the player's language, and the bearer token. */
export const http = axios.create({ headers: { Accept: 'application/json' }, timeout: 20_000 });

http.interceptors.request.use((config) => {
  // The server answers `error` texts in this language; screens still translate by `code`.
  config.headers.set('Accept-Language', i18n.language);
  const { token } = sessionStore.getState();
  if (token && !config.anonymous) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The server's text for TOKEN_INVALID in both languages, for answers that carry the text without the code. */
const tokenInvalidTexts = new Set(['Token inválido o expirado', 'Invalid or expired token']);

/** True for the answer spec section 6 names: 'Token inválido o expirado'. */
export function isTokenInvalid(error: unknown): boolean {
  if (!isAxiosError(error)) return false;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return false;
  const { code, error: text } = body as { code?: unknown; error?: unknown };
  return code === 'TOKEN_INVALID' || (typeof text === 'string' && tokenInvalidTexts.has(text));
}

/** Where the player goes when the session has ended; the router replaces this with a client-side navigation. */
let goToLogin: (reason: SessionEndReason) => void = () => window.location.assign('/login');

export function setSessionExpiredHandler(handler: (reason: SessionEndReason) => void): void {
  goToLogin = handler;
}

/** The token a request carried (the store may already have dropped it when several calls fail together). */
function sentToken(error: unknown): string | undefined {
  const header: unknown = isAxiosError(error) ? error.config?.headers?.Authorization : undefined;
  return typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : undefined;
}

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isTokenInvalid(error)) {
    sessionStore.getState().signOut();
    goToLogin(sessionEndReason(sentToken(error)));
  }
  return Promise.reject(error);
});
