import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './account-limits';
import { text } from './text';

/**
 * Account calls of spec section 7. Validation messages are stable codes: the server answers them with the spec's
 * Spanish (or English) text, the client translates them by code.
 */
const email = text({ required: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, 'EMAIL_REQUIRED')
  .max(EMAIL_MAX, 'EMAIL_INVALID')
  .pipe(z.email('EMAIL_INVALID'))
  // The document shows a pipe's first half only: it says "email" as the second half checks.
  .meta({ format: 'email' });
const password = text({ required: 'PASSWORD_REQUIRED' })
  .min(1, 'PASSWORD_REQUIRED')
  .max(PASSWORD_MAX, 'PASSWORD_TOO_LONG');

export const registerRequest = z.strictObject({
  email,
  username: text({ required: 'USERNAME_REQUIRED' })
    .trim()
    .min(1, 'USERNAME_REQUIRED')
    .min(USERNAME_MIN, 'USERNAME_INVALID')
    .max(USERNAME_MAX, 'USERNAME_INVALID')
    .regex(/^[A-Za-z0-9._-]+$/, 'USERNAME_INVALID'),
  password: password.min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT'),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ message: z.string() });

export const loginRequest = z.strictObject({ email, password });
export type LoginRequest = z.infer<typeof loginRequest>;

/** What a successful sign-in (password or Google) returns. */
export const sessionResponse = z.object({
  username: z.string(),
  token: z.string(),
  points: z.number().int(),
  lvl: z.number().int(),
  exp: z.number().int(),
  profile_image: z.string(),
  banner: z.string(),
  newplayer: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/**
 * The spec's client sends email, name, googleId and picture decoded from the credential; we accept them for
 * compatibility but trust only `credential`, the ID token the server verifies with Google's keys.
 */
export const googleLoginRequest = z.strictObject({
  credential: text({ required: 'GOOGLE_CREDENTIAL_REQUIRED' }).min(20, 'GOOGLE_CREDENTIAL_REQUIRED').max(8192),
  email: text().max(254).optional(),
  name: text().max(256).optional(),
  googleId: text().max(256).optional(),
  picture: text().max(2048).optional(),
});
export type GoogleLoginRequest = z.infer<typeof googleLoginRequest>;

export const verifyEmailRequest = z.strictObject({
  token: text().min(1, 'VERIFY_TOKEN_INVALID').max(256, 'VERIFY_TOKEN_INVALID'),
});
export const verifyEmailResponse = z.object({ message: z.string(), status: z.enum(['verified']) });

export const resendVerificationRequest = z.strictObject({ email });

export const authConfigResponse = z.object({ googleClientId: z.string().nullable() });
