/**
 * Client-side checks of spec section 5, as error codes (the `errors` namespace holds their texts, shared with the
 * server's answers). The server checks the same and more (src/contract/auth.ts); a test keeps PASSWORD_MIN equal to the
 * contract's, which the client does not import so that zod stays out of its bundles.
 */
export const PASSWORD_MIN = 8;

export type RegisterField = 'email' | 'username' | 'password';
export type RegisterValues = Record<RegisterField, string>;
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The code of what is wrong with a new password, if anything. */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length === 0) return 'PASSWORD_REQUIRED';
  if (password.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  return undefined;
}

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
