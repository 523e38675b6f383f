import type { AxiosError } from 'axios';

/**
 * Reading a failed call without loading axios: the first page shows errors before any call has needed the client
 * (./http.ts loads it on the first request), so these checks must not import it. Types only come from axios.
 */

/** True for an error thrown by the axios client: axios marks its errors with `isAxiosError`, and checks only that. */
export function isHttpError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** The server's text for TOKEN_INVALID in both languages, for answers that carry the text without the code. */
const tokenInvalidTexts = new Set(['Token inválido o expirado', 'Invalid or expired token']);

/** True for the answer spec section 6 names: 'Token inválido o expirado'. */
export function isTokenInvalid(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  const body: unknown = error.response?.data;
  if (typeof body !== 'object' || body === null) return false;
  const { code, error: text } = body as { code?: unknown; error?: unknown };
  return code === 'TOKEN_INVALID' || (typeof text === 'string' && tokenInvalidTexts.has(text));
}
