import { newPasswordProblem } from '@src/contract/account-limits';

/**
 * Client-side checks of spec section 5, as error codes (the `errors` namespace holds their texts, shared with the
 * server's answers). The server checks the same and more; the limits come from src/contract/account-limits.ts, which
 * the zod contract reads too.
 */
export type RegisterField = 'email' | 'username' | 'password';
export type RegisterValues = Record<RegisterField, string>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function validateRegistration(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  if (values.email.trim() === '') errors.email = 'EMAIL_REQUIRED';
  if (values.username.trim() === '') errors.username = 'USERNAME_REQUIRED';
  const password = newPasswordProblem(values.password);
  if (password) errors.password = password;
  return errors;
}

/**
 * Which form field a server error is about: the `field` it names, else (as spec section 5 says) the first field
 * whose name appears in the message or code.
 */
export function fieldOfServerError<Field extends string>(
  fields: readonly Field[],
  error: { field?: string; code: string; message: string },
): Field | undefined {
  if (error.field && (fields as readonly string[]).includes(error.field)) return error.field as Field;
  const text = `${error.code} ${error.message}`.toLowerCase();
  return fields.find((field) => text.includes(field.toLowerCase()));
}
