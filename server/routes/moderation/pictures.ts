import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders } from '@src/contract/common';
import { moderatorPictureParams, moderatorPictureResponses } from '@src/contract/moderation';
import { NO_SNIFF } from '../../plugins/upload-routes';
import { moderatorPicture } from '../../services/moderation/pictures';
import { moderatorOnly } from './moderator-only';

/**
 * GET /moderation/pictures/{targetKind}/{targetId}: a reported map's or item's picture for a moderator, hidden or not.
 * /uploads answers 404 to everyone for a hidden picture (a picture request carries no token), so the queue screen
 * asks here with the moderator's token and shows the bytes it gets.
 */
export const pictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  app.get(
    '/moderation/pictures/:targetKind/:targetId',
    {
      onRequest: moderatorOnly(app),
      schema: {
        headers: apiHeaders,
        params: moderatorPictureParams,
        response: moderatorPictureResponses,
      },
    },
    async (request, reply) => {
      const { targetKind, targetId } = request.params;
      const bytes = await moderatorPicture(db, app.uploads, targetKind, targetId);
      // A hidden picture must not stay in a shared cache or outlive the moderator's session in the browser's.
      return reply
        .type('image/webp')
        .header('cache-control', 'private, no-store')
        .header(...NO_SNIFF)
        .send(bytes);
    },
  );
};
