import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses } from '@src/contract/common';
import { mapIdParams } from '@src/contract/maps';
import { mapVersionParams, mapVersionRestoreResponse, mapVersionsResponse } from '@src/contract/map-versions';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { restoreVersion, versionsOfMap } from '../../services/maps/map-versions';

/** A map's published versions, for its owner only (docs/creators.md, "Versions"). */
export const mapVersionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/maps/:mapId/versions',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, params: mapIdParams, response: { 200: mapVersionsResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const versions = await versionsOfMap(db, signedInUserId(request), request.params.mapId);
      return reply.header('cache-control', 'no-store').send(versions);
    },
  );

  app.post(
    '/maps/:mapId/versions/:number/restore',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: mapVersionParams,
        body: emptyBody,
        response: { 200: mapVersionRestoreResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { mapId, number } = request.params;
      const restored = await restoreVersion(db, signedInUserId(request), mapId, number);
      return { message: messageForRequest('MAP_VERSION_RESTORED', request), ...restored };
    },
  );
};
