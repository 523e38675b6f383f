import { isHttpError } from './http-error';
import type { ErrorResponse } from '@src/contract/common';
import i18n from '@src/i18n';

/** What a screen needs to show a failed call: a stable code, the request field it is about, and a readable text. */
export interface ApiError {
  code: string;
  field?: string;
  message: string;
}

/** Codes of failures that never reached the server's error handler. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

function isErrorBody(body: unknown): body is ErrorResponse {
  if (typeof body !== 'object' || body === null) return false;
  const { error, code } = body as Partial<Record<keyof ErrorResponse, unknown>>;
  return typeof error === 'string' && typeof code === 'string';
}

/** The client's own text for a code when it has one (so the language matches the interface), else the server's. */
function textFor(code: string, serverText?: string): string {
  const key = `errors:${code}`;
  if (i18n.exists(key)) return i18n.t(key);
  return serverText ?? i18n.t(`errors:${UNKNOWN_ERROR}`);
}

/** Turns anything a call can throw into an {@link ApiError}. */
export function toApiError(error: unknown): ApiError {
  if (isHttpError(error)) {
    const body: unknown = error.response?.data;
    if (isErrorBody(body)) return { code: body.code, field: body.field, message: textFor(body.code, body.error) };
    if (!error.response) return { code: NETWORK_ERROR, message: textFor(NETWORK_ERROR) };
  }
  return { code: UNKNOWN_ERROR, message: textFor(UNKNOWN_ERROR) };
}
