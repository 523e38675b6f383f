import type { MessageCode } from './messages';

/** A failure the client caused or should know about: answered as `{ error, code }` with `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageCode,
    /** The request field the error is about, so the client can show it beside that field. */
    readonly field?: string,
  ) {
    super(code);
  }
}

export const badRequest = (code: MessageCode, field?: string) => new AppError(400, code, field);
export const unauthorized = (code: MessageCode = 'TOKEN_INVALID') => new AppError(401, code);
export const forbidden = (code: MessageCode) => new AppError(403, code);
export const notFound = (code: MessageCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: MessageCode, field?: string) => new AppError(409, code, field);
