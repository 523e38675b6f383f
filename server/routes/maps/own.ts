import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses, messageResponse } from '@src/contract/common';
import { mapCheckResponse, mapIdParams, mapidParams, ownMapsResponse } from '@src/contract/maps';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { checkOwnMap, deleteOwnMap, ownMaps } from '../../services/maps/own-maps';

/** The map creator's list, deleting a map, and the event screen's "map edited" check. */
export const ownMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/maps',
    {
      config: { changesSharedReads: false },
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: emptyBody, response: { 200: ownMapsResponse, ...errorResponses } },
    },
    async (request) => ({ maps: await ownMaps(db, signedInUserId(request)) }),
  );

  app.delete(
    '/maps/maps/:mapid',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: mapidParams,
        body: emptyBody,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      await deleteOwnMap(db, app.uploads, signedInUserId(request), request.params.mapid);
      return { message: messageForRequest('MAP_DELETED', request) };
    },
  );

  // Called by the event screen after its changes: brings the difficulty up to date and says what the map check finds.
  app.put(
    '/maps/:mapId/edit',
    {
      onRequest: app.authenticate,
      schema: {
        headers: apiHeaders,
        params: mapIdParams,
        body: emptyBody,
        response: { 200: mapCheckResponse, ...errorResponses },
      },
    },
    async (request) => checkOwnMap(db, signedInUserId(request), request.params.mapId),
  );
};
