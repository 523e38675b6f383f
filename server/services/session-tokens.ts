import { errors, jwtVerify, SignJWT } from 'jose';

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

/** Session JWTs: HS256 only, `sub` = user id, `tv` = users.token_version, expiring after `ttl` (like "7d"). */
export function createSessionTokens(secret: string, ttl: string): SessionTokens {
  const key = new TextEncoder().encode(secret);
  return {
    issue: (user) =>
      new SignJWT({ tv: user.token_version })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], requiredClaims: ['sub', 'exp'] });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number') return null;
        return { userId, tokenVersion };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
