import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses, usernameParam } from '@src/contract/common';
import { followListQuery, followListResponse, followToggleResponse } from '@src/contract/user';
import { badRequest } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { followListOf, type FollowListKind } from '../../services/social/follow-lists';
import { toggleFollow } from '../../services/social/follow-toggle';
import type { UserRoutesOptions } from './index';
import { userNamed } from '../../services/accounts/lookup';

/** Follower and following lists (paged, open to visitors) and the follow toggle. */
export const followRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app) => {
  const db = app.db.kysely;

  for (const kind of ['followers', 'following'] as const satisfies FollowListKind[]) {
    app.get(
      `/user/${kind}/:username`,
      {
        onRequest: app.authenticateOptional,
        schema: {
          headers: apiHeaders,
          params: usernameParam,
          querystring: followListQuery,
          response: { 200: followListResponse, ...errorResponses },
        },
      },
      async (request) => followListOf(db, kind, request.params.username, request.userId, request.query),
    );
  }

  app.post(
    '/user/follow/:username',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: usernameParam,
        body: emptyBody,
        response: { 200: followToggleResponse, ...errorResponses },
      },
    },
    async (request) => {
      const followerId = signedInUserId(request);
      const user = await userNamed(db, request.params.username);
      if (user.id === followerId) throw badRequest('CANNOT_FOLLOW_SELF');
      const following = await toggleFollow(db, followerId, user.id);
      return { message: messageForRequest(following ? 'FOLLOW_STARTED' : 'FOLLOW_STOPPED', request), following };
    },
  );
};
