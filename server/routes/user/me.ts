import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { levelUpResponse, newplayerUpdateRequest, newplayerUpdateResponse, userDataResponse } from '@src/contract/user';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { levelUp } from '../../services/play/level-up';
import type { UserRoutesOptions } from './index';
import { signedInUser } from '../../services/accounts/lookup';
import { markNewplayer } from '../../services/accounts/player-settings';
import { unreadNotices } from '../../services/moderation/notices';

/** The signed-in player's own data, level-up and first-time-tour flag. */
export const meRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/user/data',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, response: { 200: userDataResponse, ...errorResponses } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      const [user, unread] = await Promise.all([signedInUser(db, userId), unreadNotices(db, userId)]);
      return {
        userName: user.username,
        vpoints: user.vpoints,
        lvl: user.lvl,
        exp: user.exp,
        profilePic: user.profile_image,
        banner: user.banner,
        newplayer: Boolean(user.newplayer),
        moderator: user.moderator === 1,
        unreadNotices: unread,
      };
    },
  );

  app.get(
    '/user/levelup',
    {
      onRequest: app.authenticate,
      // Spends levels: a GET by the spec, a change for the profiles visitors read.
      config: { changesSharedReads: true },
      schema: { headers: apiHeaders, response: { 200: levelUpResponse, ...errorResponses } },
    },
    async (request) => levelUp(db, signedInUserId(request)),
  );

  app.put(
    '/user/newplayer',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: newplayerUpdateRequest,
        response: { 200: newplayerUpdateResponse, ...errorResponses },
      },
    },
    async (request) => {
      await markNewplayer(db, signedInUserId(request), request.body.newplayer);
      return { message: messageForRequest('NEWPLAYER_UPDATED', request), newplayer: request.body.newplayer };
    },
  );
};
