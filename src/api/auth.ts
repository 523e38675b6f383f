import type { z } from 'zod';
import type {
  authConfigResponse,
  GoogleLoginRequest,
  LoginRequest,
  RegisterRequest,
  registerResponse,
  SessionResponse,
  verifyEmailResponse,
} from '@src/contract/auth';
import type { MessageResponse } from '@src/contract/common';
import { http } from './http';

/** Account calls of spec section 7 plus the e-mail verification ones; none of them sends a token. */
const anonymous = { anonymous: true } as const;

export type AuthConfig = z.infer<typeof authConfigResponse>;
export type VerifyEmailResult = z.infer<typeof verifyEmailResponse>;

export async function login(body: LoginRequest): Promise<SessionResponse> {
  return (await http.post<SessionResponse>('/auth/login', body, anonymous)).data;
}

/** `credential` is the Google ID token; the server verifies it and reads the identity from it. */
export async function loginWithGoogle(credential: GoogleLoginRequest['credential']): Promise<SessionResponse> {
  return (await http.post<SessionResponse>('/auth/google', { credential }, anonymous)).data;
}

export async function register(body: RegisterRequest): Promise<z.infer<typeof registerResponse>> {
  return (await http.post<z.infer<typeof registerResponse>>('/auth/register', body, anonymous)).data;
}

export async function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return (await http.post<VerifyEmailResult>('/auth/verify-email', { token }, anonymous)).data;
}

export async function resendVerification(email: string): Promise<MessageResponse> {
  return (await http.post<MessageResponse>('/auth/resend-verification', { email }, anonymous)).data;
}

let authConfig: Promise<AuthConfig> | undefined;

/** The server's sign-in options; asked once per page load. A failed answer is forgotten so a later call retries. */
export function getAuthConfig(): Promise<AuthConfig> {
  authConfig ??= http.get<AuthConfig>('/auth/config', anonymous).then(
    (response) => response.data,
    (error: unknown) => {
      authConfig = undefined;
      throw error;
    },
  );
  return authConfig;
}
