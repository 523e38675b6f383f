import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiHeaders, emptyBody, errorResponses, messageResponse } from '@src/contract/common';
import { mapCheckResponse, mapIdParams, mapidParams, ownMapsResponse } from '@src/contract/maps';
import { messageForRequest } from '../../messages';
import { signedInUserId } from '../../plugins/auth';
import { deleteMap, listOwnMaps, ownMapView } from '../../repositories/maps';
import { mapIssues, refreshMap } from '../../services/map-content';
import { ownMap } from '../../services/ownership';

/** The map creator's list, deleting a map, and the event screen's "map edited" check. */
export const ownMapRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/maps',
    {
      onRequest: app.authenticate,
      schema: { headers: apiHeaders, body: emptyBody, response: { 200: ownMapsResponse, ...errorResponses } },
    },
    async (request) => ({ maps: (await listOwnMaps(db, signedInUserId(request))).map(ownMapView) }),
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
      const map = await ownMap(db, signedInUserId(request), request.params.mapid);
      await deleteMap(db, map.mapid);
      await app.uploads.remove('map', map.image);
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
    async (request) => {
      const map = await ownMap(db, signedInUserId(request), request.params.mapId);
      const { refreshed, issues } = await db.transaction().execute(async (trx) => ({
        refreshed: await refreshMap(trx, map.mapid),
        issues: await mapIssues(trx, map.mapid),
      }));
      return { map: ownMapView(refreshed), issues };
    },
  );
};
