import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';

/** What the server learned from a verified Google ID token; never what the client claims. */
export interface GoogleIdentity {
  googleId: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export type GoogleIdentityVerifier = (credential: string) => Promise<GoogleIdentity>;

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
const GOOGLE_CERTS = 'https://www.googleapis.com/oauth2/v3/certs';

/** Google's published signing keys, fetched and cached by jose. */
export const googleSigningKeys = (): JWTVerifyGetKey => createRemoteJWKSet(new URL(GOOGLE_CERTS));

/**
 * Verifies a Google Sign-In credential: RS256 only, signed by one of `keys`, for our client id, from Google's issuer,
 * not expired, with a subject and an e-mail. Anything else is GOOGLE_TOKEN_INVALID; not reaching Google's keys is
 * GOOGLE_UNAVAILABLE.
 */
export function createGoogleVerifier(
  clientId: string,
  keys: JWTVerifyGetKey,
  log: FastifyBaseLogger,
): GoogleIdentityVerifier {
  return async (credential) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: GOOGLE_ISSUERS,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      if (!keysUnreachable(error)) throw new AppError(401, 'GOOGLE_TOKEN_INVALID');
      log.warn({ err: error }, "Google's signing keys could not be fetched");
      throw new AppError(503, 'GOOGLE_UNAVAILABLE');
    }
    const { sub, email, email_verified: emailVerified, name } = payload;
    if (typeof sub !== 'string' || sub === '' || typeof email !== 'string' || !email.includes('@')) {
      throw new AppError(401, 'GOOGLE_TOKEN_INVALID');
    }
    return {
      googleId: sub,
      email,
      // Google sends a boolean; some older tokens carried the string "true".
      emailVerified: emailVerified === true || emailVerified === 'true',
      name: typeof name === 'string' ? name : undefined,
    };
  };
}

/** Failures of fetching Google's key set (network, timeout, a broken answer), as opposed to a bad token. */
function keysUnreachable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  return (
    error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === errors.JOSEError.code
  );
}
