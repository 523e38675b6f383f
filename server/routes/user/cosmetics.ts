import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, errorResponses } from '@src/contract/common';
import { bannersResponse, profilePicsResponse, profileUpdateRequest, profileUpdateResponse } from '@src/contract/user';
import { banners, profilePictures } from '../../content/cosmetics';
import { badRequest } from '../../errors';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { updateCosmetics } from '../../repositories/users';
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
      const { banner, profileImage } = request.body;
      if (banner !== undefined && !banners.includes(banner)) throw badRequest('BANNER_NOT_OFFERED', 'banner');
      if (profileImage !== undefined && !profilePictures.includes(profileImage)) {
        throw badRequest('PROFILE_IMAGE_NOT_OFFERED', 'profileImage');
      }
      const user = await updateCosmetics(app.db.kysely, signedInUserId(request), {
        banner,
        profile_image: profileImage,
      });
      return {
        message: messageForRequest('PROFILE_UPDATED', request),
        banner: user.banner,
        profileImage: user.profile_image,
      };
    },
  );
};
