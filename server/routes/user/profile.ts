import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, usernameParam } from '@src/contract/common';
import { followingStatusResponse, profileResponse } from '@src/contract/user';
import { signedInUserId } from '../../plugins/auth';
import { followCounts, isFollowing } from '../../repositories/follows';
import { publishedMapsOf } from '../../repositories/maps';
import type { UserRoutesOptions } from './index';
import { userNamed } from './lookup';

/** Public profiles (visitors may look too) and whether the signed-in player follows someone. */
export const profileRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app) => {
  const db = app.db.kysely;

  /** Whether `viewerId` follows `userId`; a visitor, or the owner looking at their own profile, does not. */
  const viewerFollows = async (viewerId: number | undefined, userId: number) =>
    viewerId !== undefined && viewerId !== userId && isFollowing(db, viewerId, userId);

  app.get(
    '/user/mi_perfil/:username',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, params: usernameParam, response: { 200: profileResponse, ...errorResponses } },
    },
    async (request) => {
      const user = await userNamed(db, request.params.username);
      const counts = await followCounts(db, user.id);
      return {
        userId: user.id,
        userName: user.username,
        followers: counts.followers,
        following: counts.following,
        banner: user.banner,
        profileImage: user.profile_image,
        maps: await publishedMapsOf(db, user.id),
        lvl: user.lvl,
        exp: user.exp,
        vacationPoints: user.vpoints,
        isFollowing: await viewerFollows(request.userId, user.id),
      };
    },
  );

  app.get(
    '/user/following_status/:username',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: usernameParam,
        response: { 200: followingStatusResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await userNamed(db, request.params.username);
      return { isFollowing: await viewerFollows(signedInUserId(request), user.id) };
    },
  );
};
