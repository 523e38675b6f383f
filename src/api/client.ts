import axios from 'axios';
import i18n from '@src/i18n';
import { sessionStore } from '@src/state/session';
import { isHttpError, isTokenInvalid } from './http-error';
import { endSession, sessionEndReason } from './session-end';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Calls the spec marks as sent without a token (sign-in, sign-up, public files). */
    anonymous?: boolean;
  }
}

/**
 * The one HTTP client of the app: same origin as the page, the player's language, and the bearer token. Screens reach
 * it through ./http.ts, which downloads this module (and axios) on the first request.
 */
export const http = axios.create({ headers: { Accept: 'application/json' }, timeout: 20_000 });

http.interceptors.request.use((config) => {
  // The server answers `error` texts in this language; screens still translate by `code`.
  config.headers.set('Accept-Language', i18n.language);
  const { token } = sessionStore.getState();
  if (token && !config.anonymous) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** The token a request carried (the store may already have dropped it when several calls fail together). */
function sentToken(error: unknown): string | undefined {
  const header: unknown = isHttpError(error) ? error.config?.headers?.Authorization : undefined;
  return typeof header === 'string' ? header.replace(/^Bearer\s+/i, '') : undefined;
}

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isTokenInvalid(error)) {
    sessionStore.getState().signOut();
    endSession(sessionEndReason(sentToken(error)));
  }
  return Promise.reject(error);
});
