import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors';
import { findTokenVersion } from '../repositories/users';
import { keptFor } from '../lib/player-memory';
import { createSessionTokens, type SessionTokens } from '../services/accounts/session-tokens';

type Authenticator = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /** Hook for calls that need a signed-in user: sets `request.userId` or answers 401. */
    authenticate: Authenticator;
    /** Hook for calls open to visitors too: sets `request.userId` when a token is sent, answers 401 if it is bad. */
    authenticateOptional: Authenticator;
  }
  interface FastifyRequest {
    /** The signed-in user, from a verified token; undefined for visitors. */
    userId?: number;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Session tokens and the hooks that check them. Use them as `onRequest` (before the body is even read) or
 * `preHandler`. A token is accepted only while its account exists and its `tv` matches the account's token_version
 * (read on every call, or kept in the player memory where that is exact: lib/player-memory.ts).
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string; jwtTtl: string }) => {
  const tokens = createSessionTokens(opts.jwtSecret, opts.jwtTtl);

  const tokenVersion = (userId: number) =>
    keptFor(app.playerMemory?.tokenVersions, userId, () => findTokenVersion(app.db.kysely, userId));

  const identify = async (request: FastifyRequest, required: boolean) => {
    const header = request.headers.authorization;
    if (!header) {
      if (required) throw unauthorized('TOKEN_MISSING');
      return;
    }
    const token = BEARER.exec(header)?.[1];
    const claims = token ? await tokens.read(token) : null;
    if (!claims) throw unauthorized('TOKEN_INVALID');
    if ((await tokenVersion(claims.userId)) !== claims.tokenVersion) throw unauthorized('TOKEN_INVALID');
    request.userId = claims.userId;
  };

  app.decorate('sessionTokens', tokens);
  app.decorateRequest('userId', undefined);
  app.decorate('authenticate', (request: FastifyRequest) => identify(request, true));
  app.decorate('authenticateOptional', (request: FastifyRequest) => identify(request, false));
});

/** The signed-in user's id in a handler behind `app.authenticate`. */
export function signedInUserId(request: FastifyRequest): number {
  if (request.userId === undefined) throw unauthorized('TOKEN_MISSING');
  return request.userId;
}
