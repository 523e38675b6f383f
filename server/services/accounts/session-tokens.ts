import { errors, jwtVerify, SignJWT } from 'jose';
import { setBounded } from '../../lib/bounded-map';

/** Who a valid session token belongs to, and which password generation it was issued under. */
export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

export interface SessionTokens {
  issue(user: { id: number; token_version: number }): Promise<string>;
  /** The token's claims, or null when it is malformed, forged, expired or of another algorithm. */
  read(token: string): Promise<SessionClaims | null>;
}

const ALGORITHM = 'HS256';
/** Tokens remembered once verified: a player's calls carry the same token for days, one entry each. */
const VERIFIED_MAX = 10_000;

/** Session JWTs: HS256 only, `sub` = user id, `tv` = users.token_version, expiring after `ttl` (like "7d"). */
export function createSessionTokens(secret: string, ttl: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  // Verifying the HMAC through WebCrypto was a tenth of a signed-in call's time (docs/performance.md). The same string
  // verifies the same way until it expires, so a token that passed is remembered until then; whether its account still
  // accepts it (token_version) is the caller's check, made on every call.
  const verified = new Map<string, { claims: SessionClaims; expiresAt: number }>();
  const remember = (token: string, claims: SessionClaims, expiresAt: number) => {
    setBounded(verified, token, { claims, expiresAt }, VERIFIED_MAX);
  };
  return {
    issue: (user) =>
      new SignJWT({ tv: user.token_version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async read(token) {
      const known = verified.get(token);
      if (known && known.expiresAt > Date.now()) return known.claims;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
        const claims = { userId, tokenVersion };
        remember(token, claims, payload.exp! * 1000);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
