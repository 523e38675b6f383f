import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses, usernameParam } from '@src/contract/common';
import { followingStatusResponse, profileResponse } from '@src/contract/user';
import { signedInUserId } from '../../plugins/auth';
import { ProfileMemory, profileAnswer, viewerFollows } from '../../services/social/profile-view';
import { joinedBytes } from '../../lib/json-bytes';
import { sendJson } from '../send-json';
import { userNamed } from '../../services/accounts/lookup';
import type { UserRoutesOptions } from './index';

/** Public profiles (visitors may look too) and whether the signed-in player follows someone. */
export const profileRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app) => {
  const db = app.db.kysely;

  const memory = new ProfileMemory(app.playerMemory);
  // A follow, a map published or liked, VPoints spent: whoever changed it sees it on the next profile they open.
  app.dataChanges.onChange(() => memory.forget());

  app.get(
    '/user/mi_perfil/:username',
    {
      onRequest: app.authenticateOptional,
      config: { visitorCache: true },
      schema: { headers: apiHeaders, params: usernameParam, response: { 200: profileResponse, ...errorResponses } },
    },
    // Sent as it is: the visitor cache keeps a visitor's answer to serve (gzipped to browsers) for a second.
    async (request, reply) =>
      sendJson(reply, joinedBytes(await profileAnswer(db, memory, request.params.username, request.userId))),
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
      return { isFollowing: await viewerFollows(db, app.playerMemory, signedInUserId(request), user.id) };
    },
  );
};
