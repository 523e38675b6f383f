import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { bannersResponse, profilePicsResponse, profileUpdateRequest, profileUpdateResponse } from '@src/contract/user';
import { banners, profilePictures } from '../../content/cosmetics';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { chooseCosmetics } from '../../services/accounts/player-settings';
import type { UserRoutesOptions } from './index';

/** The banners and profile pictures on offer, and choosing among them (only those: the names become image URLs). */
export const cosmeticsRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app) => {
  app.get(
    '/user/banners',
    { schema: { headers: apiHeaders, response: { 200: bannersResponse, ...errorResponses } } },
    async () => ({
      banners: [...banners],
    }),
  );

  app.get(
    '/user/profile-pics',
    { schema: { headers: apiHeaders, response: { 200: profilePicsResponse, ...errorResponses } } },
    async () => ({ profileImages: [...profilePictures] }),
  );

  app.put(
    '/user/profile_update',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        body: profileUpdateRequest,
        response: { 200: profileUpdateResponse, ...errorResponses },
      },
    },
    async (request) => {
      const user = await chooseCosmetics(app.db.kysely, signedInUserId(request), request.body);
      return {
        message: messageForRequest('PROFILE_UPDATED', request),
        banner: user.banner,
        profileImage: user.profile_image,
      };
    },
  );
};
